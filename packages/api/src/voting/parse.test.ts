import { describe, expect, it } from 'vitest';
import {
  contactHeader,
  DEFAULT_CATEGORY,
  DEFAULT_VOTING_PUBLISH_RULE,
  looksLikeEmail,
  looksLikePhone,
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

describe('only questions with options are published', () => {
  /** What the public page would show: the questions, each once, in order. */
  const published = (csv: string, rule = DEFAULT_VOTING_PUBLISH_RULE) => [
    ...new Set(parseVotingCsv(csv, VOTING_PARSE_LIMITS, rule).tally.results.map((r) => r.question)),
  ];
  const droppedOf = (csv: string, rule = DEFAULT_VOTING_PUBLISH_RULE) =>
    parseVotingCsv(csv, VOTING_PARSE_LIMITS, rule).report.dropped;

  // A Google Form that collects e-mails and asks for contact details, as its sheet is exported (English UI).
  const english = [
    'Timestamp,Email Address,Name,Phone number,Score,Pemilihan AJK: Pengerusi,Pemilihan AJK: Aktiviti (pilih beberapa)',
    '2026/03/01 10:00:00 AM GMT+8,ana@contoh.my,Ana binti Ali,012-345 6789,,Ana,"Futsal, Koir"',
    '2026/03/01 10:05:00 AM GMT+8,ben@contoh.my,Ben Tan,+60 13-222 3333,,Ben,Koir',
    '2026/03/01 10:07:00 AM GMT+8,chong@contoh.my,Chong Wei,0191234567,,Ben,"Hiking, Futsal, Koir"',
  ].join('\n');
  // The same in Malay, as the Malay UI writes its own columns and forms often ask.
  const malay = [
    'Cap masa,Alamat e-mel,Nama Penuh,Nombor Telefon,No. Tel,Emel,Nama,Undian: Ketua Belia,Undian: Tempat retret',
    '1/3/2026 10:00:00,ana@contoh.my,Ana binti Ali,0123456789,03-1234 5678,ana2@contoh.my,Ana,Dina,Cameron',
    '1/3/2026 10:01:00,ben@contoh.my,Ben Tan,0133334444,,ben2@contoh.my,Ben,Eli,Port Dickson',
  ].join('\n');

  it('drops the contact columns of a Google Form by their headers, in English and Malay', () => {
    expect(published(english)).toEqual(['Pengerusi', 'Aktiviti']);
    expect(droppedOf(english)).toEqual([
      { column: 'Email Address', reason: 'email-header' },
      { column: 'Name', reason: 'name-header' },
      { column: 'Phone number', reason: 'phone-header' },
      { column: 'Score', reason: 'not-a-question' },
    ]);
    expect(published(malay)).toEqual(['Ketua Belia', 'Tempat retret']);
    expect(droppedOf(malay).map((d) => [d.column, d.reason])).toEqual([
      ['Alamat e-mel', 'email-header'],
      ['Nama Penuh', 'name-header'],
      ['Nombor Telefon', 'phone-header'],
      ['No. Tel', 'phone-header'],
      ['Emel', 'email-header'],
      ['Nama', 'name-header'],
    ]);
    for (const csv of [english, malay]) {
      const text = JSON.stringify(parseVotingCsv(csv).tally);
      for (const secret of ['@', '012', '013', '019', '03-', 'binti', 'Tan', 'Chong Wei']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('matches contact headers whole, so a question that mentions a name or e-mail stays', () => {
    for (const header of [
      'Email Address',
      'Alamat e-mel',
      'Emel',
      'E-mail',
      'Nombor Telefon',
      'No. Tel',
      'No. H/P',
      'Phone number',
      'Nombor Telefon (cth: 012-3456789)',
      'Maklumat: No. Telefon Bimbit',
      'Nama',
      'Name',
      'Nama Penuh',
      'Full name',
    ]) {
      expect(contactHeader(header), header).not.toBeNull();
    }
    for (const header of [
      'Pemilihan AJK: Nama calon pilihan anda',
      'Setuju terima e-mel daripada portal?',
      'Undian: Ketua Belia',
      'Telefon atau komputer riba?',
      'Cap masa',
    ]) {
      expect(contactHeader(header), header).toBeNull();
    }
  });

  it('drops a column whose values are e-mail addresses or phone numbers, whatever its header', () => {
    const csv = [
      'Timestamp,Hubungi saya di,Maklumat lanjut,Undian: Ketua',
      't1,ana@contoh.my,+60 12-345 6789,Ana',
      't2,ben@contoh.my,(03) 1234 5678,Ben',
      't3,chong@contoh.my,60191234567,Ana',
      't4,,123456789,Ana',
    ].join('\n');
    expect(published(csv)).toEqual(['Ketua']);
    expect(droppedOf(csv)).toEqual([
      { column: 'Hubungi saya di', reason: 'email-values' },
      { column: 'Maklumat lanjut', reason: 'phone-values' },
    ]);
  });

  it('tells phone numbers and e-mail addresses from dates, times, years and counts', () => {
    for (const phone of [
      '0123456789',
      '012-345 6789',
      '011-1234 5678',
      '03-1234 5678',
      '(03) 1234 5678',
      '+60 12-345 6789',
      '+6012-3456789',
      '60123456789',
      '123456789',
      '+44 20 7946 0958',
      '+1 (555) 123-4567',
      'hubungi 012 345 6789',
    ]) {
      expect(looksLikePhone(phone), phone).toBe(true);
    }
    for (const other of [
      '2026',
      'Sabtu 01.03.2026 10.00',
      '2026-03-01 10:00',
      '2026/03/01 10:00:00 AM GMT+8',
      '1 - 3 Mac 2026',
      'RM 1,000,000',
      '12345678',
      'Pilihan 3',
    ]) {
      expect(looksLikePhone(other), other).toBe(false);
    }
    expect(looksLikeEmail('ana@contoh.my')).toBe(true);
    expect(looksLikeEmail('Ana <ana.binti.ali@contoh.edu.my>')).toBe(true);
    expect(looksLikeEmail('@ahad jam 10')).toBe(false);
    expect(looksLikeEmail('Ya, setuju')).toBe(false);
  });

  it("leaves out a stray address or number in a question's answers, not the question", () => {
    const csv = [
      'Timestamp,Undian: Ketua',
      ...Array.from({ length: 6 }, (_, i) => `t${i},${i % 2 ? 'Ana' : 'Ben'}`),
      't7,hubungi saya: ana@contoh.my',
      't8,0123456789',
    ].join('\n');
    const { tally, report } = parseVotingCsv(csv);
    expect(tally.results.map((r) => [r.option, r.votes])).toEqual([
      ['Ben', 3],
      ['Ana', 3],
    ]);
    expect(report).toMatchObject({ dropped: [], contactAnswers: 2 });
  });

  it('drops free text: more distinct answers than VOTING_MAX_OPTIONS, or mostly answers given once', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Ahli ${String.fromCharCode(65 + i)}`);
    const csv = [
      'Timestamp,Cadangan: Apa pendapat anda?,Undian: Ketua',
      ...names.map((name, i) => `t${i},"Cadangan ${name}, terima kasih",${i % 3 ? 'Ana' : 'Ben'}`),
      't12,Tiada,Ana',
      't13,Tiada,Ana',
    ].join('\n');
    // 14 distinct pieces (split at ", "), 12 of them given once only (86% > 80%).
    expect(published(csv)).toEqual(['Ketua']);
    expect(droppedOf(csv)).toEqual([{ column: 'Cadangan: Apa pendapat anda?', reason: 'free-text' }]);
    // The thresholds are settings: 100% never calls a column free text by that share...
    const lenient = { ...DEFAULT_VOTING_PUBLISH_RULE, freeTextUniquePercent: 100 };
    expect(published(csv, lenient)).toEqual(['Apa pendapat anda?', 'Ketua']);
    // ...and a question with more distinct answers than VOTING_MAX_OPTIONS is free text too.
    expect(published(csv, { ...lenient, maxOptions: 5 })).toEqual(['Ketua']);
  });

  it('keeps a real election: many voters, a few candidates, and a small vote spread thin', () => {
    const csv = [
      'Timestamp,Undian: Ketua,Undian: Ministri (pilih beberapa)',
      ...Array.from({ length: 40 }, (_, i) => `t${i},${['Ana', 'Ben', 'Chong', 'Dina'][i % 4]},KOIR`),
    ].join('\n');
    expect(published(csv)).toEqual(['Ketua', 'Ministri']);
    // Nine voters, five candidates (under VOTING_FREE_TEXT_MIN_ANSWERS answers): kept.
    const small = [
      'Timestamp,Undian: Bendahari',
      ...['A', 'B', 'C', 'D', 'E', 'A', 'B', 'C', 'D'].map((o, i) => `t${i},${o}`),
    ];
    expect(published(small.join('\n'))).toEqual(['Bendahari']);
  });

  it('counts a checkbox question per box, so its many combinations are not free text', () => {
    const boxes = ['Futsal', 'Koir', 'Hiking', 'Retret', 'Bola tampar', 'Gotong-royong'];
    // 20 respondents, nearly every combination different, nobody ticking a single box.
    const answers = Array.from({ length: 20 }, (_, i) =>
      boxes.filter((_, b) => ((i + 3) >> (b % 5)) & 1 || b === i % 6).join(', '),
    );
    for (const header of ['Aktiviti: Pilih aktiviti (pilih beberapa)', 'Aktiviti: Pilih aktiviti']) {
      const csv = [`Timestamp,${header}`, ...answers.map((a, i) => `t${i},"${a}"`)].join('\n');
      expect(new Set(answers).size).toBeGreaterThan(15);
      expect(published(csv), header).toEqual(['Pilih aktiviti']);
    }
    // The marked one is counted per box, as before.
    const marked = parseVotingCsv(
      ['Timestamp,Aktiviti: Pilih aktiviti (pilih beberapa)', ...answers.map((a, i) => `t${i},"${a}"`)].join(
        '\n',
      ),
    );
    expect(new Set(marked.tally.results.map((r) => r.option))).toEqual(new Set(boxes));
  });

  it('applies the same rule to the counted layout, question by question', () => {
    const csv = [
      'category,question,option,votes,Email Address',
      'Pemilihan,Ketua,Ana,10,ana@contoh.my',
      'Pemilihan,Ketua,Ben,7,ben@contoh.my',
      'Maklumat,Email Address,ana@contoh.my,1,',
      'Maklumat,Email Address,ben@contoh.my,1,',
      'Maklumat,Nombor Telefon,0123456789,1,',
      'Maklumat,Nama,Ana binti Ali,1,',
      'Umum,Hubungi,+60 12-345 6789,1,',
      'Umum,Hubungi,+60 13-222 3333,1,',
      ...Array.from({ length: 12 }, (_, i) => `Umum,Cadangan,Cadangan nombor ${i},1,`),
      'Pemilihan,Setiausaha,Dina,0,',
      'Pemilihan,Setiausaha,Eli,0,',
    ].join('\n');
    const { tally, report } = parseVotingCsv(csv);
    expect([...new Set(tally.results.map((r) => r.question))]).toEqual(['Ketua', 'Setiausaha']);
    expect(report.dropped).toEqual([
      { column: 'Maklumat: Email Address', reason: 'email-header' },
      { column: 'Maklumat: Nombor Telefon', reason: 'phone-header' },
      { column: 'Maklumat: Nama', reason: 'name-header' },
      { column: 'Umum: Hubungi', reason: 'phone-values' },
      { column: 'Umum: Cadangan', reason: 'free-text' },
    ]);
    expect(JSON.stringify(tally)).not.toMatch(/@|0123|\+60|binti/);
  });
});
