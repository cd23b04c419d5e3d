import { limits } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { scanFileProblem } from './scanFile';
import { aFile } from './testing';

describe('scanFileProblem (doc 2 §5)', () => {
  it('takes one PDF or one image up to 15 MB', () => {
    expect(scanFileProblem([aFile('signed.pdf', 'application/pdf')])).toBeNull();
    expect(scanFileProblem([aFile('kitchen-table.jpg', 'image/jpeg', limits.maxUploadBytes)])).toBeNull();
  });

  it('takes a phone photo the browser gave no type, by its name', () => {
    expect(scanFileProblem([aFile('IMG_0042.HEIC', '')])).toBeNull();
  });

  it('refuses any other type', () => {
    expect(scanFileProblem([aFile('notes.txt', 'text/plain')])).toEqual({ key: 'uploadPdfOrImageOnly' });
    expect(scanFileProblem([aFile('notes.docx', '')])).toEqual({ key: 'uploadPdfOrImageOnly' });
  });

  it('refuses a file over 15 MB, naming it', () => {
    expect(scanFileProblem([aFile('big.pdf', 'application/pdf', limits.maxUploadBytes + 1)])).toEqual({
      key: 'uploadScanTooLarge',
      values: { name: 'big.pdf' },
    });
  });

  it('refuses several files at once', () => {
    const files = [aFile('a.pdf', 'application/pdf'), aFile('b.pdf', 'application/pdf')];
    expect(scanFileProblem(files)).toEqual({ key: 'uploadOneFileOnly', values: { count: 2 } });
  });
});
