// The people and tasks the bench registers and assigns (invented, after packages/api/src/seed/data.ts).
import type { TaskStatus } from '@kubm/validators';

export interface BenchPair {
  ministry: string;
  role: string;
}

export interface BenchMember {
  name: string;
  /** Unique local part of the e-mail address; also the key the tasks use. */
  key: string;
  phone: string;
  pairs: readonly [BenchPair, ...BenchPair[]];
  /** AJK UTAMA roles are granted by the chair after registration, never claimed. */
  appointed?: string;
  photo?: boolean;
}

const pair = (ministry: string, role: string): BenchPair => ({ ministry, role });
const member = (
  name: string,
  key: string,
  phone: string,
  pairs: BenchMember['pairs'],
  extra: Pick<BenchMember, 'appointed' | 'photo'> = {},
): BenchMember => ({ name, key, phone, pairs, ...extra });

export const BENCH_MEMBERS: readonly BenchMember[] = [
  member('Michelle Tan Mei Ling', 'michelle', '0162233445', [pair('OUTREACH (MINISTRI)', 'Member')], {
    appointed: 'Timbalan Pengerusi KUBM',
    photo: true,
  }),
  member('Priscilla Jacob', 'priscilla', '0173344556', [pair('PEWARTA (MINISTRI)', 'Member')], {
    appointed: 'Setiausaha',
    photo: true,
  }),
  member('Jonathan Lim Wei Jie', 'jonathan', '0194455667', [pair('ECM (MINISTRI)', 'Member')], {
    appointed: 'Bendahari',
  }),
  member('Veronica Gomez', 'veronica', '0125566778', [pair('FORMASI (MINISTRI)', 'Member')], {
    appointed: 'Ahli Kehormat',
  }),
  member('Lawrence Arokiasamy', 'lawrence', '0136677889', [pair('FORMASI (MINISTRI)', 'Penasihat Ministri')]),
  member('Angela Mariadass', 'angela', '0127788990', [pair('KATEKISME (MINISTRI)', 'Ketua Ministri')], {
    photo: true,
  }),
  member('Kevin Chong Jun Hao', 'kevin', '0168899001', [pair('KATEKISME (MINISTRI)', 'Member')]),
  member('Stephen Gabriel', 'stephen', '0179900112', [pair('LITURGI (MINISTRI)', 'Ketua Ministri')]),
  member('Cheryl Fernandez', 'cheryl', '0121011121', [pair('LITURGI (MINISTRI)', 'Timbalan Ketua Ministri')]),
  member('Ryan Xavier', 'ryan', '0192122232', [pair('LITURGI (MINISTRI)', 'Member')]),
  member('Anthony Selvam', 'anthony', '0163233343', [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Ketua BEC')], {
    photo: true,
  }),
  member('Grace Sinnappan', 'grace', '0174344454', [
    pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Timbalan Ketua BEC'),
  ]),
  member('Marcus Ong Kah Seng', 'marcus', '0125455565', [
    pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Member'),
    pair('SUKAN (MINISTRI)', 'Member'),
  ]),
  member('Felicia Majalap', 'felicia', '0136566676', [pair('ST MARK - DTHO (BEC)', 'Ketua BEC')]),
  member('Joel anak Jimbun', 'joel', '0197677787', [pair('ST MARK - DTHO (BEC)', 'Member')]),
  member('Nicholas Yap', 'nicholas', '0128788898', [pair('BELIA (MINISTRI)', 'Ketua Ministri')], {
    photo: true,
  }),
  member('Sharon Pereira', 'sharon', '0169899909', [pair('BELIA (MINISTRI)', 'Timbalan Ketua Ministri')]),
  member('Clara Lee Hui Min', 'clara', '0171020304', [pair('KOIR (MINISTRI)', 'Ketua Ministri')], {
    photo: true,
  }),
  member('Amanda Joseph', 'amanda', '0122030405', [
    pair('KOIR (MINISTRI)', 'Member'),
    pair('MUSIC (MINISTRI)', 'Member'),
  ]),
  member('Brandon Gunting', 'brandon', '0193040506', [pair('KOIR (MINISTRI)', 'Member')]),
  member('Natalie Sim', 'natalie', '0164050607', [pair('PROJECTOR (MINISTRI)', 'Member')]),
  member('Adrian Lingam', 'adrian', '0175060708', [pair('SUKAN (MINISTRI)', 'Member')]),
  member('Teresa Loo', 'teresa', '0126070809', [pair('PEWARTA (MINISTRI)', 'Ketua Ministri')]),
  member('Ethan Chin', 'ethan', '01137080910', [pair('PROJECTOR (MINISTRI)', 'Member')]),
  member('Rachel Dorairaj', 'rachel', '0198091011', [pair('WARDEN - HOSPITALITY (MINISTRI)', 'Member')]),
  member('Benedict Tay', 'benedict', '0169101112', [pair('FORMASI (MINISTRI)', 'Ketua Ministri')]),
  member('Sophia Sebastian', 'sophia', '0171112131', [pair('IKD (MINISTRI)', 'Member')], { photo: true }),
  member('Vincent Doss', 'vincent', '0122131415', [pair('ST MARK - DTHO (BEC)', 'Timbalan Ketua BEC')]),
  member('Jessica Kong', 'jessica', '01131415161', [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Member')]),
  member('Samuel Peter', 'samuel', '0194151617', [pair('ECM (MINISTRI)', 'Member')]),
  member('Monica Anthonysamy', 'monica', '0165161718', [pair('OUTREACH (MINISTRI)', 'Ketua Ministri')]),
  member('Isaac Liew', 'isaac', '0176171819', [pair('OUTREACH (MINISTRI)', 'Member')]),
  member('Matthew Chan', 'matthew', '0127181920', [pair('MUSIC (MINISTRI)', 'Ketua Ministri')], {
    photo: true,
  }),
  member('Josephine Ngu', 'josephine', '0199202122', [pair('MUSIC (MINISTRI)', 'Member')]),
];

export interface BenchTask {
  title: string;
  description: string;
  /** Member keys; 'chair' is the founding account. */
  assignor: string;
  assignee: string;
  /** Days from today. */
  startInDays: number;
  dueInDays: number;
  isUrgent: boolean;
  status: TaskStatus;
}

const task = (
  title: string,
  description: string,
  [assignor, assignee]: [string, string],
  [startInDays, dueInDays]: [number, number],
  isUrgent: boolean,
  status: BenchTask['status'],
): BenchTask => ({ title, description, assignor, assignee, startInDays, dueInDays, isUrgent, status });

export const BENCH_TASKS: readonly BenchTask[] = [
  task(
    'Sediakan jadual petugas Misa Belia',
    'Senaraikan lektor, pemazmur dan pembawa persembahan untuk Misa Belia bulan depan.',
    ['stephen', 'ryan'],
    [1, 7],
    false,
    'Belum Selesai',
  ),
  task(
    'Laporan kewangan suku tahun',
    'Sediakan penyata terimaan dan perbelanjaan untuk mesyuarat AJK akan datang.',
    ['michelle', 'jonathan'],
    [0, 14],
    true,
    'Belum Selesai',
  ),
  task(
    'Lawatan ke rumah warga emas',
    'Hubungi pihak rumah jagaan dan kumpulkan sukarelawan untuk lawatan hujung minggu.',
    ['monica', 'isaac'],
    [7, 21],
    false,
    'Belum Selesai',
  ),
  task(
    'Kemaskini slaid lirik lagu Misa Ahad',
    'Masukkan lagu-lagu baharu yang dipilih oleh koir ke dalam slaid projektor.',
    ['matthew', 'josephine'],
    [-3, 4],
    true,
    'Sedang Dijalankan',
  ),
  task(
    'Tempah dewan untuk retret belia',
    'Dapatkan sebut harga dan tempah dewan serta bilik untuk retret tiga hari dua malam.',
    ['chair', 'nicholas'],
    [-5, 10],
    false,
    'Sedang Dijalankan',
  ),
  task(
    'Edarkan minit mesyuarat AJK',
    'Taip dan edarkan minit mesyuarat AJK bulan lalu kepada semua ketua ministri.',
    ['chair', 'priscilla'],
    [-20, -13],
    false,
    'Selesai',
  ),
  task(
    'Sahkan tarikh latihan koir',
    'Sahkan tarikh dan bilik latihan koir untuk sambutan Paskah.',
    ['clara', 'amanda'],
    [-9, -6],
    false,
    'Selesai',
  ),
  task(
    'Senarai peserta kem kepimpinan',
    'Kumpulkan nama dan nombor telefon peserta kem kepimpinan dari setiap BEC.',
    ['benedict', 'kevin'],
    [-14, -2],
    true,
    'Terlewat Masa',
  ),
  task(
    'Cetak risalah Hari Belia',
    'Reka dan cetak 200 risalah untuk diedarkan selepas Misa Sabtu dan Ahad.',
    ['teresa', 'ethan'],
    [-10, -1],
    false,
    'Terlewat Masa',
  ),
  task(
    'Tandatangan surat jemputan paderi untuk retret',
    'Surat jemputan rasmi kepada paderi pembimbing retret belia, untuk ditandatangani Pengerusi.',
    ['priscilla', 'chair'],
    [-6, -2],
    true,
    'Selesai',
  ),
  task(
    'Semak draf buletin bulanan',
    'Baca dan luluskan draf buletin KUBM sebelum dicetak oleh Pewarta.',
    ['teresa', 'chair'],
    [0, 5],
    false,
    'Belum Selesai',
  ),
  task(
    'Kemaskini senarai ahli BEC St Mark',
    'Semak nombor telefon dan alamat e-mel ahli BEC yang baru mendaftar.',
    ['felicia', 'joel'],
    [-2, 12],
    false,
    'Sedang Dijalankan',
  ),
  task('Susun jadual latihan sukan paroki', '', ['adrian', 'marcus'], [3, 30], false, 'Belum Selesai'),
];
