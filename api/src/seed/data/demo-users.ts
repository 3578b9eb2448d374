// Demo learners, so profiles, followers and the weekly XP chart have others to compare with on a
// fresh install. Their numbers use the non-existent operator code 00: nobody can receive their codes.
export interface DemoUser {
  phone: string;
  first_name: string;
  last_name: string;
  birthday: string;
  gender: 'erkak' | 'ayol';
  role: 'APPLICANT' | 'STUDENT' | 'TEACHER' | 'OTHER';
  region_id: number;
  subjects: string[];
  avatar: number;
  /** XP earned per day over the last two weeks, most recent day last. */
  daily: number[];
}

export const demoUsers: DemoUser[] = [
  {
    phone: '+998000000001',
    first_name: 'Madina',
    last_name: 'Rahimova',
    birthday: '2007-03-14',
    gender: 'ayol',
    role: 'APPLICANT',
    region_id: 1,
    subjects: ['ona-tili', 'matematika', 'ingliz-tili'],
    avatar: 2,
    daily: [40, 55, 0, 70, 65, 80, 30, 45, 60, 75, 0, 90, 85, 50],
  },
  {
    phone: '+998000000002',
    first_name: 'Jasur',
    last_name: 'Toshmatov',
    birthday: '2006-11-02',
    gender: 'erkak',
    role: 'APPLICANT',
    region_id: 3,
    subjects: ['matematika', 'fizika'],
    avatar: 5,
    daily: [20, 35, 45, 0, 50, 25, 60, 40, 35, 0, 55, 45, 70, 65],
  },
  {
    phone: '+998000000003',
    first_name: 'Dilnoza',
    last_name: 'Karimova',
    birthday: '2004-06-21',
    gender: 'ayol',
    role: 'STUDENT',
    region_id: 2,
    subjects: ['biologiya', 'kimyo'],
    avatar: 9,
    daily: [10, 0, 25, 30, 15, 0, 20, 35, 25, 30, 10, 0, 40, 20],
  },
  {
    phone: '+998000000004',
    first_name: 'Sardor',
    last_name: 'Yusupov',
    birthday: '1990-01-09',
    gender: 'erkak',
    role: 'TEACHER',
    region_id: 1,
    subjects: ['matematika'],
    avatar: 12,
    daily: [5, 10, 0, 15, 10, 5, 0, 20, 10, 5, 15, 0, 10, 25],
  },
  {
    phone: '+998000000005',
    first_name: 'Nilufar',
    last_name: 'Aliyeva',
    birthday: '2008-09-30',
    gender: 'ayol',
    role: 'APPLICANT',
    region_id: 7,
    subjects: ['ona-tili', 'tarix'],
    avatar: 14,
    daily: [0, 30, 40, 35, 0, 50, 45, 25, 0, 60, 55, 40, 35, 45],
  },
  {
    phone: '+998000000006',
    first_name: 'Bekzod',
    last_name: 'Ergashev',
    birthday: '2007-12-05',
    gender: 'erkak',
    role: 'OTHER',
    region_id: 10,
    subjects: ['ingliz-tili'],
    avatar: 7,
    daily: [15, 20, 25, 0, 30, 35, 0, 20, 25, 30, 0, 35, 15, 40],
  },
];
