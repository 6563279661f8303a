import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV for spreadsheets', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+234 803', "'+234 803"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', '"\'\rReturn"'],
  ])('defuses a cell a spreadsheet would run: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Pray, please')).toBe('"Pray, please"');
    expect(csvCell('She said "amen"')).toBe('"She said ""amen"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('Grace')).toBe('Grace');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['=x', 'y']])).toBe("a,b\r\n'=x,y\r\n");
  });
});
