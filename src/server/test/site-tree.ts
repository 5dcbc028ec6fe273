import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a website-like tree of about `totalMb` MB: half already-compressed media
 * (random bytes named .jpg/.mp4/.woff2), half compressible text (.html/.css/.js),
 * in nested folders. Returns the number of bytes written.
 */
export function generateSiteTree(dir: string, totalMb: number): number {
  const media = ['jpg', 'mp4', 'woff2', 'png'];
  const text = ['html', 'css', 'js', 'json'];
  const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore'.split(' ');
  let written = 0;
  let i = 0;
  const target = totalMb * 1024 * 1024;
  while (written < target) {
    const folder = path.join(dir, `section-${i % 7}`, `group-${i % 13}`);
    fs.mkdirSync(folder, { recursive: true });
    const size = 256 * 1024 + ((i * 7919) % (1024 * 1024));
    let data: Buffer;
    let ext: string;
    if (i % 2 === 0) {
      ext = media[i % media.length];
      data = crypto.randomBytes(size);
    } else {
      ext = text[i % text.length];
      const parts: string[] = [];
      let len = 0;
      let n = i;
      while (len < size) {
        n = (n * 1103515245 + 12345) & 0x7fffffff;
        const line = `<p class="w${n % 97}">${words[n % words.length]} ${words[(n >> 4) % words.length]} ${n}</p>\n`;
        parts.push(line);
        len += line.length;
      }
      data = Buffer.from(parts.join(''));
    }
    fs.writeFileSync(path.join(folder, `file-${i}.${ext}`), data);
    written += data.length;
    i++;
  }
  return written;
}
