/** How long the hidden frame stays to notice an error answer; the download itself is the browser's by then. */
const FRAME_LIFETIME_MS = 60_000;
let sequence = 0;

/**
 * Starts a download by submitting a hidden GET form (the session cookie authenticates it), aimed at a
 * hidden frame so that an error answer never replaces the portal. A download loads nothing into the frame;
 * an error answer does (the API's pages may not be framed, so the frame shows the browser's error page),
 * and that is reported through onError. Throws when the form cannot be submitted at all.
 */
export function startHiddenDownload(url: string, onError: () => void): void {
  const frame = document.createElement('iframe');
  frame.name = `backup-download-${++sequence}`;
  frame.title = 'Backup download';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  document.body.appendChild(frame);

  const timer = setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
  frame.addEventListener('load', () => {
    if (stillBlank(frame)) return;
    clearTimeout(timer);
    frame.remove();
    onError();
  });

  const form = document.createElement('form');
  form.method = 'GET';
  form.action = url;
  form.target = frame.name;
  form.hidden = true;
  document.body.appendChild(form);
  try {
    form.submit();
  } catch (error) {
    clearTimeout(timer);
    frame.remove();
    throw error;
  } finally {
    form.remove();
  }
}

/** The frame's own initial about:blank (some browsers report its load late) is not an answer. */
function stillBlank(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    return false; // an error page from another origin (the browser's own): the server refused
  }
}
