import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { parseQrPayload, qrPayload, qrSymbol } from './qr.js';

const code = '7Q2M4K9X3ZR8HDAB12CD';

describe('qrPayload', () => {
  it('names the code, the page and the page count on the public URL, in upper case', () => {
    expect(qrPayload('http://localhost:3000', { code, page: 3, pageCount: 5 })).toBe(
      'HTTP://LOCALHOST:3000/C/7Q2M4K9X3ZR8HDAB12CD/P03-05',
    );
    expect(qrPayload('https://app.tradepact.ca/', { code, page: 12, pageCount: 104 })).toBe(
      'HTTPS://APP.TRADEPACT.CA/C/7Q2M4K9X3ZR8HDAB12CD/P12-104',
    );
  });

  it('uses only the characters of the QR alphanumeric mode', () => {
    expect(qrPayload('http://localhost:3000', { code, page: 1, pageCount: 1 })).toMatch(
      /^[0-9A-Z $%*+\-./:]+$/,
    );
  });
});

describe('parseQrPayload', () => {
  it('reads back what qrPayload wrote, in any case', () => {
    const payload = qrPayload('http://localhost:3000', { code, page: 3, pageCount: 5 });
    expect(parseQrPayload(payload)).toEqual({ code, page: 3, pageCount: 5 });
    expect(parseQrPayload(payload.toLowerCase())).toEqual({ code, page: 3, pageCount: 5 });
    expect(parseQrPayload(`  ${payload}\n`)).toEqual({ code, page: 3, pageCount: 5 });
  });

  it('answers null for anything that is not one of our page codes', () => {
    expect(parseQrPayload('https://example.com/')).toBeNull();
    expect(parseQrPayload('HTTP://LOCALHOST:3000/C/7Q2M4K9X3ZR8HDAB12C/P01-02')).toBeNull();
    expect(parseQrPayload('HTTP://LOCALHOST:3000/C/7Q2M4K9X3ZR8HDAB12CU/P01-02')).toBeNull();
    expect(parseQrPayload(`HTTP://LOCALHOST:3000/C/${code}/P03-02`)).toBeNull();
    expect(parseQrPayload(`HTTP://LOCALHOST:3000/C/${code}/P00-02`)).toBeNull();
  });
});

describe('qrSymbol', () => {
  const payload = qrPayload('http://localhost:3000', { code, page: 3, pageCount: 5 });

  it('encodes a page code as a version 4 symbol at level Q: alphanumeric mode keeps it small', () => {
    // 51 characters: version 4-Q holds 67 alphanumeric characters but only 46 bytes.
    expect(qrSymbol(payload).size).toBe(33);
  });

  it('covers exactly the dark modules with its rectangles', () => {
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'Q' });
    const covered = new Set<string>();
    for (const rectangle of qrSymbol(payload).rectangles) {
      for (let row = rectangle.row; row < rectangle.row + rectangle.height; row += 1) {
        for (let column = rectangle.column; column < rectangle.column + rectangle.width; column += 1) {
          const key = `${row},${column}`;
          expect(covered.has(key)).toBe(false);
          covered.add(key);
        }
      }
    }
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        expect(covered.has(`${row},${column}`)).toBe(modules.get(row, column) === 1);
      }
    }
  });
});
