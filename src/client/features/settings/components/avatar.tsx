import { useState } from 'react';
import type { User } from '@shared/auth';
import { avatarHue, fullName, initials } from '../lib/profile';

/** The profile image; without one (or when it fails to load) a generated avatar with the initials. */
export function Avatar({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'> }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.profileImageUrl?.trim();
  const name = fullName(user);

  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={`Profile picture of ${name}`}
        width={80}
        height={80}
        referrerPolicy="no-referrer"
        onError={() => setBroken(src)}
        className="size-20 shrink-0 rounded-full border border-border object-cover"
      />
    );
  }

  const hue = avatarHue(user.email || name);
  return (
    <div
      role="img"
      aria-label={`Avatar of ${name}`}
      className="flex size-20 shrink-0 select-none items-center justify-center rounded-full text-2xl font-semibold text-white shadow-inner"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 65% 45%), hsl(${(hue + 40) % 360} 70% 35%))` }}
    >
      {initials(user)}
    </div>
  );
}
