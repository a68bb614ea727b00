// Invented people, phones and e-mails; real public links. Types only from validators (erased at build): a
// misspelt ministry fails the typecheck, and the package keeps no runtime dependency on it.
import type { LinkCategory, Ministry, Role, TaskStatus } from '@kubm/validators';

export const DEMO_PASSWORD = 'kubm-demo-2026';

/** Pengerusi KUBM: the account that sees everything. */
export const DEMO_CHAIR_EMAIL = 'pengerusi@contoh.my';

export interface SeedPair {
  ministry: Ministry;
  role: Role;
}

export interface SeedPerson {
  name: string;
  email: string;
  phone: string;
  joinedDaysAgo: number;
  /** The first pair is also the person's role and ministry on `users`. */
  pairs: readonly [SeedPair, ...SeedPair[]];
  updatedDaysAgo?: number;
}

const pair = (ministry: Ministry, role: Role): SeedPair => ({ ministry, role });

/** Empty on purpose: docs/decisions/seed-vacant-groups.md. */
export const SEED_VACANT_MINISTRIES = [
  'MEDICAL (MINISTRI)',
  'ST LUKE - WARDIEBURN (BEC)',
] as const satisfies readonly Ministry[];

export const SEED_PEOPLE: readonly SeedPerson[] = [
  {
    name: 'Daniel Anthony Raj',
    email: DEMO_CHAIR_EMAIL,
    phone: '0123456781',
    joinedDaysAgo: 400,
    pairs: [pair('AJK UTAMA', 'Pengerusi KUBM')],
    updatedDaysAgo: 3,
  },
  {
    name: 'Michelle Tan Mei Ling',
    email: 'michelle.tan@contoh.my',
    phone: '0162233445',
    joinedDaysAgo: 395,
    pairs: [pair('AJK UTAMA', 'Timbalan Pengerusi KUBM')],
  },
  {
    name: 'Priscilla Jacob',
    email: 'priscilla.jacob@contoh.my',
    phone: '0173344556',
    joinedDaysAgo: 390,
    pairs: [pair('AJK UTAMA', 'Setiausaha'), pair('PEWARTA (MINISTRI)', 'Member')],
    updatedDaysAgo: 6,
  },
  {
    name: 'Jonathan Lim Wei Jie',
    email: 'jonathan.lim@contoh.my',
    phone: '0194455667',
    joinedDaysAgo: 388,
    pairs: [pair('AJK UTAMA', 'Bendahari'), pair('ECM (MINISTRI)', 'Member')],
  },
  {
    name: 'Veronica Gomez',
    email: 'veronica.gomez@contoh.my',
    phone: '0125566778',
    joinedDaysAgo: 380,
    pairs: [pair('AJK UTAMA', 'Ahli Kehormat')],
  },
  {
    name: 'Lawrence Arokiasamy',
    email: 'lawrence.arokiasamy@contoh.my',
    phone: '0136677889',
    joinedDaysAgo: 370,
    pairs: [pair('FORMASI (MINISTRI)', 'Penasihat Ministri')],
  },
  {
    name: 'Angela Mariadass',
    email: 'angela.mariadass@contoh.my',
    phone: '0127788990',
    joinedDaysAgo: 350,
    pairs: [pair('KATEKISME (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Kevin Chong Jun Hao',
    email: 'kevin.chong@contoh.my',
    phone: '0168899001',
    joinedDaysAgo: 120,
    pairs: [pair('KATEKISME (MINISTRI)', 'Member')],
  },
  {
    name: 'Stephen Gabriel',
    email: 'stephen.gabriel@contoh.my',
    phone: '0179900112',
    joinedDaysAgo: 340,
    pairs: [pair('LITURGI (MINISTRI)', 'Ketua Ministri')],
    updatedDaysAgo: 1,
  },
  {
    name: 'Cheryl Fernandez',
    email: 'cheryl.fernandez@contoh.my',
    phone: '0121011121',
    joinedDaysAgo: 300,
    pairs: [pair('LITURGI (MINISTRI)', 'Timbalan Ketua Ministri')],
  },
  {
    name: 'Ryan Xavier',
    email: 'ryan.xavier@contoh.my',
    phone: '0192122232',
    joinedDaysAgo: 45,
    pairs: [pair('LITURGI (MINISTRI)', 'Member')],
  },
  {
    name: 'Anthony Selvam',
    email: 'anthony.selvam@contoh.my',
    phone: '0163233343',
    joinedDaysAgo: 330,
    pairs: [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Ketua BEC')],
  },
  {
    name: 'Grace Sinnappan',
    email: 'grace.sinnappan@contoh.my',
    phone: '0174344454',
    joinedDaysAgo: 310,
    pairs: [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Timbalan Ketua BEC')],
  },
  {
    name: 'Marcus Ong Kah Seng',
    email: 'marcus.ong@contoh.my',
    phone: '0125455565',
    joinedDaysAgo: 90,
    pairs: [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Member'), pair('SUKAN (MINISTRI)', 'Member')],
  },
  {
    name: 'Felicia Majalap',
    email: 'felicia.majalap@contoh.my',
    phone: '0136566676',
    joinedDaysAgo: 320,
    pairs: [pair('ST MARK - DTHO (BEC)', 'Ketua BEC')],
  },
  {
    name: 'Joel anak Jimbun',
    email: 'joel.jimbun@contoh.my',
    phone: '0197677787',
    joinedDaysAgo: 60,
    pairs: [pair('ST MARK - DTHO (BEC)', 'Member')],
  },
  {
    name: 'Nicholas Yap',
    email: 'nicholas.yap@contoh.my',
    phone: '0128788898',
    joinedDaysAgo: 290,
    pairs: [pair('BELIA (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Sharon Pereira',
    email: 'sharon.pereira@contoh.my',
    phone: '0169899909',
    joinedDaysAgo: 250,
    pairs: [pair('BELIA (MINISTRI)', 'Timbalan Ketua Ministri')],
    updatedDaysAgo: 10,
  },
  {
    name: 'Clara Lee Hui Min',
    email: 'clara.lee@contoh.my',
    phone: '0171020304',
    joinedDaysAgo: 280,
    pairs: [pair('KOIR (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Amanda Joseph',
    email: 'amanda.joseph@contoh.my',
    phone: '0122030405',
    joinedDaysAgo: 150,
    pairs: [pair('KOIR (MINISTRI)', 'Member'), pair('MUSIC (MINISTRI)', 'Member')],
  },
  {
    name: 'Brandon Gunting',
    email: 'brandon.gunting@contoh.my',
    phone: '0193040506',
    joinedDaysAgo: 30,
    pairs: [pair('KOIR (MINISTRI)', 'Member')],
  },
  {
    name: 'Natalie Sim',
    email: 'natalie.sim@contoh.my',
    phone: '0164050607',
    joinedDaysAgo: 200,
    pairs: [pair('PROJECTOR (MINISTRI)', 'Member')],
  },
  {
    name: 'Adrian Lingam',
    email: 'adrian.lingam@contoh.my',
    phone: '0175060708',
    joinedDaysAgo: 180,
    pairs: [pair('SUKAN (MINISTRI)', 'Member')],
  },
  {
    name: 'Teresa Loo',
    email: 'teresa.loo@contoh.my',
    phone: '0126070809',
    joinedDaysAgo: 270,
    pairs: [pair('PEWARTA (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Ethan Chin',
    email: 'ethan.chin@contoh.my',
    phone: '01137080910',
    joinedDaysAgo: 75,
    pairs: [pair('PROJECTOR (MINISTRI)', 'Member')],
  },
  {
    name: 'Rachel Dorairaj',
    email: 'rachel.dorairaj@contoh.my',
    phone: '0198091011',
    joinedDaysAgo: 160,
    pairs: [pair('WARDEN - HOSPITALITY (MINISTRI)', 'Member')],
  },
  {
    name: 'Benedict Tay',
    email: 'benedict.tay@contoh.my',
    phone: '0169101112',
    joinedDaysAgo: 260,
    pairs: [pair('FORMASI (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Sophia Sebastian',
    email: 'sophia.sebastian@contoh.my',
    phone: '0171112131',
    joinedDaysAgo: 140,
    pairs: [pair('IKD (MINISTRI)', 'Member')],
  },
  {
    name: 'Vincent Doss',
    email: 'vincent.doss@contoh.my',
    phone: '0122131415',
    joinedDaysAgo: 315,
    pairs: [pair('ST MARK - DTHO (BEC)', 'Timbalan Ketua BEC')],
  },
  {
    name: 'Jessica Kong',
    email: 'jessica.kong@contoh.my',
    phone: '01131415161',
    joinedDaysAgo: 220,
    pairs: [pair('ST JOHN PAUL 2 - PDRM (BEC)', 'Member')],
  },
  {
    name: 'Samuel Peter',
    email: 'samuel.peter@contoh.my',
    phone: '0194151617',
    joinedDaysAgo: 110,
    pairs: [pair('ECM (MINISTRI)', 'Member')],
  },
  {
    name: 'Monica Anthonysamy',
    email: 'monica.anthonysamy@contoh.my',
    phone: '0165161718',
    joinedDaysAgo: 240,
    pairs: [pair('OUTREACH (MINISTRI)', 'Ketua Ministri')],
  },
  {
    name: 'Isaac Liew',
    email: 'isaac.liew@contoh.my',
    phone: '0176171819',
    joinedDaysAgo: 20,
    pairs: [pair('OUTREACH (MINISTRI)', 'Member')],
  },
  {
    name: 'Matthew Chan',
    email: 'matthew.chan@contoh.my',
    phone: '0127181920',
    joinedDaysAgo: 275,
    pairs: [pair('MUSIC (MINISTRI)', 'Ketua Ministri')],
    updatedDaysAgo: 2,
  },
  {
    name: 'Bernadette Lazarus',
    email: 'bernadette.lazarus@contoh.my',
    phone: '0138192021',
    joinedDaysAgo: 230,
    pairs: [pair('MUSIC (MINISTRI)', 'Timbalan Ketua Ministri')],
  },
  {
    name: 'Josephine Ngu',
    email: 'josephine.ngu@contoh.my',
    phone: '0199202122',
    joinedDaysAgo: 14,
    pairs: [pair('MUSIC (MINISTRI)', 'Member')],
  },
];

export interface SeedTask {
  title: string;
  description: string;
  /** People by e-mail; days from today. */
  assignor: string;
  assignee: string;
  startInDays: number;
  dueInDays: number;
  isUrgent: boolean;
  status: TaskStatus;
}

export const SEED_TASKS: readonly SeedTask[] = [
  {
    title: 'Sediakan jadual petugas Misa Belia',
    description: 'Senaraikan lektor, pemazmur dan pembawa persembahan untuk Misa Belia bulan depan.',
    assignor: 'stephen.gabriel@contoh.my',
    assignee: 'ryan.xavier@contoh.my',
    startInDays: 1,
    dueInDays: 7,
    isUrgent: false,
    status: 'Belum Selesai',
  },
  {
    title: 'Laporan kewangan suku tahun',
    description: 'Sediakan penyata terimaan dan perbelanjaan untuk mesyuarat AJK akan datang.',
    assignor: 'michelle.tan@contoh.my',
    assignee: 'jonathan.lim@contoh.my',
    startInDays: 0,
    dueInDays: 14,
    isUrgent: true,
    status: 'Belum Selesai',
  },
  {
    title: 'Lawatan ke rumah warga emas',
    description: 'Hubungi pihak rumah jagaan dan kumpulkan sukarelawan untuk lawatan hujung minggu.',
    assignor: 'monica.anthonysamy@contoh.my',
    assignee: 'isaac.liew@contoh.my',
    startInDays: 7,
    dueInDays: 21,
    isUrgent: false,
    status: 'Belum Selesai',
  },
  {
    title: 'Kemaskini slaid lirik lagu Misa Ahad',
    description: 'Masukkan lagu-lagu baharu yang dipilih oleh koir ke dalam slaid projektor.',
    assignor: 'matthew.chan@contoh.my',
    assignee: 'josephine.ngu@contoh.my',
    startInDays: -3,
    dueInDays: 4,
    isUrgent: true,
    status: 'Sedang Dijalankan',
  },
  {
    title: 'Tempah dewan untuk retret belia',
    description: 'Dapatkan sebut harga dan tempah dewan serta bilik untuk retret tiga hari dua malam.',
    assignor: DEMO_CHAIR_EMAIL,
    assignee: 'nicholas.yap@contoh.my',
    startInDays: -5,
    dueInDays: 10,
    isUrgent: false,
    status: 'Sedang Dijalankan',
  },
  {
    title: 'Edarkan minit mesyuarat AJK',
    description: 'Taip dan edarkan minit mesyuarat AJK bulan lalu kepada semua ketua ministri.',
    assignor: DEMO_CHAIR_EMAIL,
    assignee: 'priscilla.jacob@contoh.my',
    startInDays: -20,
    dueInDays: -13,
    isUrgent: false,
    status: 'Selesai',
  },
  {
    title: 'Sahkan tarikh latihan koir',
    description: 'Sahkan tarikh dan bilik latihan koir untuk sambutan Paskah.',
    assignor: 'clara.lee@contoh.my',
    assignee: 'amanda.joseph@contoh.my',
    startInDays: -9,
    dueInDays: -6,
    isUrgent: false,
    status: 'Selesai',
  },
  {
    title: 'Senarai peserta kem kepimpinan',
    description: 'Kumpulkan nama dan nombor telefon peserta kem kepimpinan dari setiap BEC.',
    assignor: 'benedict.tay@contoh.my',
    assignee: 'kevin.chong@contoh.my',
    startInDays: -14,
    dueInDays: -2,
    isUrgent: true,
    status: 'Terlewat Masa',
  },
  {
    title: 'Cetak risalah Hari Belia',
    description: 'Reka dan cetak 200 risalah untuk diedarkan selepas Misa Sabtu dan Ahad.',
    assignor: 'teresa.loo@contoh.my',
    assignee: 'ethan.chin@contoh.my',
    startInDays: -10,
    dueInDays: -1,
    isUrgent: false,
    status: 'Terlewat Masa',
  },
  // The demo account's own tasks: its default tab is not empty.
  {
    title: 'Tandatangan surat jemputan paderi untuk retret',
    description:
      'Surat jemputan rasmi kepada paderi pembimbing retret belia, untuk ditandatangani Pengerusi.',
    assignor: 'priscilla.jacob@contoh.my',
    assignee: DEMO_CHAIR_EMAIL,
    startInDays: -6,
    dueInDays: -2,
    isUrgent: true,
    status: 'Selesai',
  },
  {
    title: 'Semak draf buletin bulanan',
    description: 'Baca dan luluskan draf buletin KUBM sebelum dicetak oleh Pewarta.',
    assignor: 'teresa.loo@contoh.my',
    assignee: DEMO_CHAIR_EMAIL,
    startInDays: 0,
    dueInDays: 5,
    isUrgent: false,
    status: 'Belum Selesai',
  },
];

export interface SeedLink {
  title: string;
  url: string;
  description: string;
  category: LinkCategory;
  createdBy: string;
}

export const SEED_LINKS: readonly SeedLink[] = [
  {
    title: 'Takhta Suci Vatican',
    url: 'https://www.vatican.va/',
    description: 'Laman rasmi Takhta Suci: dokumen, ensiklik dan ucapan Paus.',
    category: 'Lain-lain',
    createdBy: DEMO_CHAIR_EMAIL,
  },
  {
    title: 'Persidangan Uskup-Uskup Katolik Malaysia, Singapura dan Brunei',
    url: 'https://cbcmsb.org/',
    description: 'Kenyataan dan surat pastoral persidangan uskup (CBCMSB).',
    category: 'Lain-lain',
    createdBy: DEMO_CHAIR_EMAIL,
  },
  {
    title: 'Keuskupan Agung Kuala Lumpur',
    url: 'https://archkl.org/',
    description: 'Berita, acara dan maklumat paroki keuskupan agung.',
    category: 'Lain-lain',
    createdBy: 'michelle.tan@contoh.my',
  },
  {
    title: 'Bacaan Harian Misa',
    url: 'https://bible.usccb.org/daily-bible-reading',
    description: 'Bacaan Kitab Suci untuk setiap hari, untuk persediaan lektor.',
    category: 'Bahan Liturgi',
    createdBy: 'stephen.gabriel@contoh.my',
  },
  {
    title: 'Katekismus Gereja Katolik',
    url: 'https://www.vatican.va/archive/ENG0015/_INDEX.HTM',
    description: 'Teks penuh Katekismus untuk kelas katekisme dan formasi.',
    category: 'Bahan Liturgi',
    createdBy: 'angela.mariadass@contoh.my',
  },
  {
    title: 'Mesyuarat AJK melalui Zoom',
    url: 'https://zoom.us/join',
    description: 'Masukkan ID mesyuarat yang dikongsi oleh Setiausaha.',
    category: 'Zoom Link',
    createdBy: 'priscilla.jacob@contoh.my',
  },
  {
    title: 'Folder Google Drive KUBM',
    url: 'https://drive.google.com/',
    description: 'Gambar aktiviti, poster dan dokumen bersama jawatankuasa.',
    category: 'Google Drive',
    createdBy: 'priscilla.jacob@contoh.my',
  },
  {
    title: 'Templat minit mesyuarat',
    url: 'https://docs.google.com/document/',
    description: 'Gunakan templat ini untuk setiap minit mesyuarat ministri.',
    category: 'KUBM Dokumen',
    createdBy: 'priscilla.jacob@contoh.my',
  },
  {
    title: 'Borang kehadiran aktiviti',
    url: 'https://docs.google.com/forms/',
    description: 'Borang Google untuk merekod kehadiran ahli ke aktiviti.',
    category: 'Aplikasi',
    createdBy: 'jonathan.lim@contoh.my',
  },
  {
    title: 'Canva untuk poster aktiviti',
    url: 'https://www.canva.com/',
    description: 'Reka poster dan hantaran media sosial untuk aktiviti KUBM.',
    category: 'KUBM Alatan',
    createdBy: 'teresa.loo@contoh.my',
  },
  {
    title: 'Bapa Suci di X (@Pontifex)',
    url: 'https://x.com/Pontifex',
    description: 'Mesej harian Bapa Suci di media sosial.',
    category: 'Media Sosial',
    createdBy: 'ethan.chin@contoh.my',
  },
];
