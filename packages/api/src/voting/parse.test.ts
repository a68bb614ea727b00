import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATEGORY,
  parseVotingCsv,
  percentageOf,
  splitQuestionHeader,
  VOTING_PARSE_LIMITS,
  VotingSheetError,
} from './parse';

/** The results as [category, question, option, votes, percentage] rows, easy to read in a table. */
function rows(text: string) {
  return parseVotingCsv(text).tally.results.map((r) => [
    r.category,
    r.question,
    r.option,
    r.votes,
    r.percentage,
  ]);
}

describe('percentage', () => {
  it('is the share of the question total to one decimal, half up, 0 for no votes', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(1, 16)).toBe(6.3); // 6.25 exactly: half up, not float noise
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(0, 5)).toBe(0);
    expect(percentageOf(0, 0)).toBe(0);
    expect(percentageOf(7, 7)).toBe(100);
  });
});

describe('counted layout (category, question, option, votes)', () => {
  it('reads English headers in any case, groups in sheet order, options by votes descending', () => {
    const csv = [
      'Category,QUESTION,option,Votes',
      'Pemilihan AJK,Pengerusi,Ana,10',
      'Pemilihan AJK,Pengerusi,Ben,20',
      'Aktiviti,Tempat retret,Cameron,1',
      'Pemilihan AJK,Setiausaha,Dina,5',
      'Pemilihan AJK,Pengerusi,Chong,10',
      'Aktiviti,Tempat retret,Port Dickson,2',
    ].join('\n');
    expect(rows(csv)).toEqual([
      ['Pemilihan AJK', 'Pengerusi', 'Ben', 20, 50],
      ['Pemilihan AJK', 'Pengerusi', 'Ana', 10, 25], // tie with Chong: sheet order kept
      ['Pemilihan AJK', 'Pengerusi', 'Chong', 10, 25],
      ['Pemilihan AJK', 'Setiausaha', 'Dina', 5, 100],
      ['Aktiviti', 'Tempat retret', 'Port Dickson', 2, 66.7],
      ['Aktiviti', 'Tempat retret', 'Cameron', 1, 33.3],
    ]);
    expect(parseVotingCsv(csv).tally.totalVotes).toBe(48);
  });

  it('reads Malay headers, in another column order with extra columns', () => {
    const csv = 'Nota,UNDI,Pilihan,Soalan,Kategori\nx,3,Ya,Setuju?,Umum\n,1,Tidak,Setuju?,Umum\n';
    expect(rows(csv)).toEqual([
      ['Umum', 'Setuju?', 'Ya', 3, 75],
      ['Umum', 'Setuju?', 'Tidak', 1, 25],
    ]);
  });

  it('handles quoted commas, quotes and newlines, a BOM, CRLF and blank lines', () => {
    const csv =
      '\uFEFFcategory,question,option,votes\r\n' +
      '\r\n' +
      '"Pemilihan, 2026","Siapa ""terbaik""?","Tan, Ah Kow",2\r\n' +
      ',,,\r\n' +
      '"Pemilihan, 2026","Siapa ""terbaik""?","Baris\r\nkedua",1\r\n' +
      '\r\n';
    expect(rows(csv)).toEqual([
      ['Pemilihan, 2026', 'Siapa "terbaik"?', 'Tan, Ah Kow', 2, 66.7],
      ['Pemilihan, 2026', 'Siapa "terbaik"?', 'Baris\r\nkedua', 1, 33.3],
    ]);
    expect(parseVotingCsv(csv).report).toMatchObject({ layout: 'counted', rows: 2, badRows: 0 });
  });

  it('gives 0% to every option of a question with no votes, and 0 for an empty votes cell', () => {
    const csv = 'category,question,option,votes\nA,Q,X,0\nA,Q,Y,\nA,R,Z,4\n';
    expect(rows(csv)).toEqual([
      ['A', 'Q', 'X', 0, 0],
      ['A', 'Q', 'Y', 0, 0],
      ['A', 'R', 'Z', 4, 100],
    ]);
  });

  it('skips and counts bad rows: non-numeric, negative or fractional votes, missing cells, empty option', () => {
    const csv = [
      'category,question,option,votes',
      'A,Q,X,3',
      'A,Q,Y,banyak',
      'A,Q,Z,-2',
      'A,Q,W,1.5',
      'A,Q,V',
      'A,Q,,4',
      'A,,U,4',
      'A,Q,T, 1 ',
    ].join('\n');
    const { tally, report } = parseVotingCsv(csv);
    expect(tally.results.map((r) => [r.option, r.votes, r.percentage])).toEqual([
      ['X', 3, 75],
      ['T', 1, 25],
    ]);
    expect(report).toMatchObject({ rows: 8, badRows: 6 });
  });

  it('uses the default category for an empty category cell and adds up a repeated option', () => {
    const csv = 'category,question,option,votes\n,Q,X,1\n,Q,X,2\n';
    expect(rows(csv)).toEqual([[DEFAULT_CATEGORY, 'Q', 'X', 3, 100]]);
  });

  it('has an empty result for a header with no rows', () => {
    expect(parseVotingCsv('category,question,option,votes\r\n').tally).toEqual({
      totalVotes: 0,
      results: [],
    });
  });
});

describe('raw responses (a Google Form sheet)', () => {
  it('counts each non-blank answer as one vote, questions in column order, blanks skipped', () => {
    const csv = [
      'Timestamp,Pemilihan AJK: Pengerusi,Pemilihan AJK: Setiausaha,Aktiviti: Tempat retret',
      '2026/03/01 10:00:00 AM GMT+8,Ana,Dina,Cameron',
      '2026/03/01 10:05:00 AM GMT+8,Ben,,Port Dickson',
      '2026/03/01 10:07:00 AM GMT+8,Ben,Dina,',
      '2026/03/01 10:09:00 AM GMT+8,Ana,Eli,Port Dickson',
    ].join('\n');
    expect(rows(csv)).toEqual([
      ['Pemilihan AJK', 'Pengerusi', 'Ana', 2, 50], // tie: Ana answered first
      ['Pemilihan AJK', 'Pengerusi', 'Ben', 2, 50],
      ['Pemilihan AJK', 'Setiausaha', 'Dina', 2, 66.7],
      ['Pemilihan AJK', 'Setiausaha', 'Eli', 1, 33.3],
      ['Aktiviti', 'Tempat retret', 'Port Dickson', 2, 66.7],
      ['Aktiviti', 'Tempat retret', 'Cameron', 1, 33.3],
    ]);
    const { tally, report } = parseVotingCsv(csv);
    // Answers counted, not respondents: 4 people gave 10 answers.
    expect(tally.totalVotes).toBe(10);
    expect(report).toMatchObject({ layout: 'responses', rows: 4, badRows: 0 });
  });

  it("reads the Malay 'Cap masa' header and puts a header without ': ' in the default category", () => {
    const csv =
      '\uFEFFCap masa,Setuju dengan cadangan?,Lokasi:Dewan\r\n1/3/2026 10:00:00,Ya,A\r\n1/3/2026 10:01:00,Ya,B\r\n';
    expect(rows(csv)).toEqual([
      [DEFAULT_CATEGORY, 'Setuju dengan cadangan?', 'Ya', 2, 100],
      [DEFAULT_CATEGORY, 'Lokasi:Dewan', 'A', 1, 50],
      [DEFAULT_CATEGORY, 'Lokasi:Dewan', 'B', 1, 50],
    ]);
  });

  it('splits the header at the first ": " only', () => {
    expect(splitQuestionHeader('Pemilihan: Ketua: Belia')).toEqual({
      category: 'Pemilihan',
      question: 'Ketua: Belia',
      marked: false,
    });
    expect(splitQuestionHeader(': Soalan')).toEqual({
      category: DEFAULT_CATEGORY,
      question: ': Soalan',
      marked: false,
    });
  });

  it('splits a checkbox answer when every piece is an answer of its own in the column', () => {
    const csv = [
      'Timestamp,Aktiviti: Pilih aktiviti',
      't1,Futsal',
      't2,"Futsal, Koir"',
      't3,Koir',
      't4,"Koir, Futsal, Hiking"',
      't5,Hiking',
    ].join('\n');
    expect(rows(csv)).toEqual([
      ['Aktiviti', 'Pilih aktiviti', 'Futsal', 3, 37.5],
      ['Aktiviti', 'Pilih aktiviti', 'Koir', 3, 37.5],
      ['Aktiviti', 'Pilih aktiviti', 'Hiking', 2, 25],
    ]);
    expect(parseVotingCsv(csv).tally.totalVotes).toBe(8);
    expect(parseVotingCsv(csv).report.checkboxColumns).toBe(1);
  });

  it("keeps an option holding ', ' whole when its pieces are not answers of their own", () => {
    const csv = 'Timestamp,Setuju?\nt1,"Ya, setuju"\nt2,"Tidak, tidak setuju"\nt3,"Ya, setuju"\n';
    expect(rows(csv)).toEqual([
      [DEFAULT_CATEGORY, 'Setuju?', 'Ya, setuju', 2, 66.7],
      [DEFAULT_CATEGORY, 'Setuju?', 'Tidak, tidak setuju', 1, 33.3],
    ]);
    expect(parseVotingCsv(csv).report.checkboxColumns).toBe(0);
  });

  it('always splits a question whose header carries the checkbox mark, and shows it without the mark', () => {
    // Nobody ticked a single box: only the mark tells these are several boxes.
    const csv = [
      'Timestamp,Pemilihan AJK: Ahli jawatankuasa (pilih beberapa)',
      't1,"Ana, Ben, Chong"',
      't2,"Ana, Dina, Eli"',
    ].join('\n');
    expect(rows(csv)).toEqual([
      ['Pemilihan AJK', 'Ahli jawatankuasa', 'Ana', 2, 33.3],
      ['Pemilihan AJK', 'Ahli jawatankuasa', 'Ben', 1, 16.7],
      ['Pemilihan AJK', 'Ahli jawatankuasa', 'Chong', 1, 16.7],
      ['Pemilihan AJK', 'Ahli jawatankuasa', 'Dina', 1, 16.7],
      ['Pemilihan AJK', 'Ahli jawatankuasa', 'Eli', 1, 16.7],
    ]);
  });

  it('never counts the e-mail column a form may collect, nor its score', () => {
    const csv =
      'Timestamp,Email Address,Score,Undian: Ketua\nt1,ana@contoh.my,0,Ana\nt2,ben@contoh.my,,Ben\n';
    const results = parseVotingCsv(csv).tally.results;
    expect(results.map((r) => r.question)).toEqual(['Ketua', 'Ketua']);
    expect(JSON.stringify(results)).not.toContain('@');
  });

  it('skips a damaged row (a different number of cells) and counts it', () => {
    const csv = 'Timestamp,Q1,Q2\nt1,A,B\nt2,A\nt3,A,B,C\nt4,,B\n';
    const { tally, report } = parseVotingCsv(csv);
    expect(tally.totalVotes).toBe(3);
    expect(report).toMatchObject({ rows: 4, badRows: 2 });
  });

  it('has an empty result for a form with no responses yet', () => {
    expect(parseVotingCsv('Timestamp,Undian: Ketua\r\n').tally).toEqual({ totalVotes: 0, results: [] });
  });
});

describe('what is not a voting sheet, and the caps', () => {
  it('refuses a header row that is neither layout, and an empty sheet', () => {
    expect(() => parseVotingCsv('<!DOCTYPE html><html><title>Sign in</title>')).toThrow(VotingSheetError);
    expect(() => parseVotingCsv('name,count\nA,1\n')).toThrow(VotingSheetError);
    expect(() => parseVotingCsv('')).toThrow(VotingSheetError);
    expect(() => parseVotingCsv('\r\n\r\n')).toThrow(VotingSheetError);
  });

  it('refuses CSV that cannot be read (an unclosed quote)', () => {
    expect(() => parseVotingCsv('category,question,option,votes\nA,"Q,X,1\n')).toThrow(VotingSheetError);
  });

  it('stops at the row cap, leaves out over-long texts, and stops adding new options at the option cap', () => {
    const limits = { ...VOTING_PARSE_LIMITS, maxRows: 3, maxTextLength: 10, maxOptions: 2 };
    const csv = [
      'category,question,option,votes',
      'A,Q,X,1',
      'A,Q,Y,1',
      'A,Q,Z,1', // a third option: over the option cap
      'A,Q,X,1', // over the row cap
    ].join('\n');
    const { tally, report } = parseVotingCsv(csv, limits);
    expect(tally.results.map((r) => [r.option, r.votes])).toEqual([
      ['X', 1],
      ['Y', 1],
    ]);
    expect(report.capped).toEqual(['rows', 'options']);

    const long = parseVotingCsv(
      `category,question,option,votes\nA,Q,${'x'.repeat(11)},1\nA,Q,ok,1\n`,
      limits,
    );
    expect(long.tally.results.map((r) => r.option)).toEqual(['ok']);
    expect(long.report.badRows).toBe(1);
  });

  it('leaves out question columns beyond the column cap', () => {
    const limits = { ...VOTING_PARSE_LIMITS, maxColumns: 2 };
    const { tally, report } = parseVotingCsv('Timestamp,Q1,Q2\nt1,A,B\n', limits);
    expect(tally.results.map((r) => r.question)).toEqual(['Q1']);
    expect(report.capped).toEqual(['columns']);
  });
});
