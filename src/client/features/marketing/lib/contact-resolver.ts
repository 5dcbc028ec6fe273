import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@shared/contact';

/**
 * The Contact form's validation: the shared zod schema the server checks too. Its own chunk (zod is about
 * 28 KB gzipped), fetched when the visitor first focuses the form: see loadContactResolver in contact-form.tsx.
 */
export const contactResolver = zodResolver(contactSchema);
