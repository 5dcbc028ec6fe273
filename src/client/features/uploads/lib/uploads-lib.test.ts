import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, checkSelection, contentTypeOf, DEFAULT_MAX_FILES, fileTooLarge, MAX_FILE_BYTES, megabytes, tooManyFiles } from './file-checks';
import { uploadFailedFor, uploadFailedNotice, uploadSucceededNotice } from './upload-messages';
import { overallPercent, percentOf, storedUrlOf } from './upload-url';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });
const limits = { maxFiles: 5, usedCount: 0, maxBytes: MAX_FILE_BYTES };

describe('limits', () => {
  it('takes 10 MB files, one file unless told otherwise, images, pdf, doc and docx', () => {
    expect(MAX_FILE_BYTES).toBe(10485760);
    expect(DEFAULT_MAX_FILES).toBe(1);
    expect(ATTACHMENT_ACCEPT).toBe('image/*,.pdf,.doc,.docx');
    expect(megabytes(MAX_FILE_BYTES)).toBe('10MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5MB');
  });

  it('uses the spec\'s texts', () => {
    expect(tooManyFiles(5)).toEqual({ title: 'Too many files', description: 'Please select no more than 5 file(s)' });
    expect(fileTooLarge('plan.pdf', MAX_FILE_BYTES)).toEqual({ title: 'File too large', description: 'plan.pdf is larger than 10MB' });
    expect(uploadFailedFor('fake.png')).toBe('Upload failed for fake.png');
    expect(uploadFailedNotice('The file is larger than 10MB')).toEqual({ title: 'Upload failed', description: 'The file is larger than 10MB' });
    expect(uploadFailedNotice(null)).toEqual({ title: 'Upload failed', description: 'An error occurred during upload' });
    expect(uploadFailedNotice('  ')).toEqual({ title: 'Upload failed', description: 'An error occurred during upload' });
    expect(uploadSucceededNotice(1).description).toBe('1 file uploaded successfully.');
    expect(uploadSucceededNotice(3).description).toBe('3 files uploaded successfully.');
  });
});

describe('checkSelection', () => {
  it('accepts up to the limit', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => file(`${n}.png`));
    expect(checkSelection(five, limits)).toEqual({ accepted: five, notice: null });
  });

  it('refuses the whole selection when it holds more files than there is room for', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.png`));
    expect(checkSelection(six, limits)).toEqual({ accepted: [], notice: tooManyFiles(5) });
    // Files already chosen or attached count: two attached leave room for three.
    expect(checkSelection(six.slice(0, 4), { ...limits, usedCount: 2 })).toEqual({ accepted: [], notice: tooManyFiles(3) });
    expect(checkSelection([file('a.png')], { ...limits, usedCount: 5 }).notice).toEqual(tooManyFiles(0));
    expect(checkSelection([file('a.png'), file('b.png')], { ...limits, maxFiles: 1 }).notice).toEqual(tooManyFiles(1));
  });

  it('leaves out files over 10 MB and names the first', () => {
    const ok = file('ok.pdf', MAX_FILE_BYTES);
    const big = file('big.pdf', MAX_FILE_BYTES + 1);
    const huge = file('huge.pdf', 11 * 1024 * 1024);
    expect(checkSelection([ok, big, huge], limits)).toEqual({ accepted: [ok], notice: fileTooLarge('big.pdf', MAX_FILE_BYTES) });
  });
});

describe('upload URLs and progress', () => {
  it('stores the URL without its query string', () => {
    expect(storedUrlOf('https://portal.example/api/objects/uploads/5f0c?user=u&expires=1&signature=s')).toBe('https://portal.example/api/objects/uploads/5f0c');
    expect(storedUrlOf('/api/objects/uploads/5f0c')).toBe('/api/objects/uploads/5f0c');
    expect(storedUrlOf('/api/objects/uploads/5f0c#x')).toBe('/api/objects/uploads/5f0c');
  });

  it('reports whole percents between 0 and 100', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(333, 1000)).toBe(33);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(1200, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('weights several files by size', () => {
    expect(overallPercent([{ size: 300, percent: 100 }, { size: 100, percent: 0 }])).toBe(75);
    expect(overallPercent([])).toBe(0);
    expect(overallPercent([{ size: 0, percent: 100 }])).toBe(100);
  });

  it('sends the browser\'s type, or one from the extension', () => {
    expect(contentTypeOf(file('a.png', 1, 'image/png'))).toBe('image/png');
    expect(contentTypeOf(file('brief.DOCX'))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOf(file('old.doc'))).toBe('application/msword');
    expect(contentTypeOf(file('photo.jpg'))).toBe('image/jpeg');
    expect(contentTypeOf(file('notes'))).toBe('application/octet-stream');
  });
});
