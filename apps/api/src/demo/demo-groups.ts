import { createUser } from '../accounts/index.ts';
import { addMembers, lockGroup } from '../groups/index.ts';
import type { Database } from '../platform/database/database.ts';
import type { Locale } from '../platform/http/messages.ts';
import { num } from '../platform/database/rows.ts';

type Account = 'fan' | 'creator' | 'admin';

/**
 * Fans of the demo world who never sign in: people write their own name in their own script, so the world has
 * Arabic-named fans who read Arabic beside English-named ones (docs/decisions/newcomer-languages.md).
 */
const demoPeople = [
  { key: 'mona', name: 'منى عادل', language: 'ar' },
  { key: 'youssef', name: 'يوسف حسن', language: 'ar' },
  { key: 'sara', name: 'Sara Mostafa', language: 'en' },
] as const satisfies readonly { key: string; name: string; language: Locale }[];

type Person = Account | (typeof demoPeople)[number]['key'];

interface DemoGroup {
  /** A group's name and description are its manager's own words, in the manager's language. */
  name: string;
  description: string;
  type: 'public' | 'private';
  code: string;
  entryCode: string | null;
  manager: Person;
  members: readonly Person[];
}

/**
 * The groups page's demo: a public group to join, one the (Arabic-speaking) fan runs, Nour's private league (entry code
 * NOUR26), and a public Arabic group of fans the demo accounts have not joined.
 */
const demoGroups: readonly DemoGroup[] = [
  {
    name: 'Hadaf Fans Club',
    description: 'Everyone who predicts on Hadaf: compare your points with the community every month.',
    type: 'public',
    code: 'G-HADAF1',
    entryCode: null,
    manager: 'admin',
    members: ['creator', 'sara', 'mona'],
  },
  {
    name: 'شلة ديربي القاهرة',
    description: 'مشجعو الأهلي والزمالك يحسمونها بالتوقعات لا بالجدال.',
    type: 'public',
    code: 'G-DERBY2',
    entryCode: null,
    manager: 'fan',
    members: ['creator', 'youssef'],
  },
  {
    name: "Nour's Office League",
    description: 'The office predicts every weekend. Ask Nour for the entry code.',
    type: 'private',
    code: 'G-NOUR03',
    entryCode: 'NOUR26',
    manager: 'creator',
    members: ['fan', 'sara'],
  },
  {
    name: 'ملوك التوقعات',
    description: 'نتوقع كل مباريات الدوري المصري ونتنافس على الصدارة كل شهر.',
    type: 'public',
    code: 'G-MOLOK4',
    entryCode: null,
    manager: 'mona',
    members: ['youssef'],
  },
];

/** The demo world's fans who never sign in (no e-mail, no password), each reading their own language. */
async function seedDemoPeople(database: Database): Promise<Record<(typeof demoPeople)[number]['key'], number>> {
  const ids = {} as Record<(typeof demoPeople)[number]['key'], number>;
  for (const person of demoPeople) {
    const user = await createUser(database, { name: person.name, email: null, passwordHash: null, language: person.language, referrerId: null });
    ids[person.key] = user.id;
  }
  return ids;
}

/**
 * Seeds the demo groups with their managers and members (no notices: these memberships predate the demo). The demo
 * accounts, who share these groups, are one another's friends: a friend picked in the group wizard joins at once,
 * anyone else is only invited (issue 30).
 */
export async function seedDemoGroups(database: Database, accounts: Record<Account, number>, now: Date): Promise<number> {
  const ids = Object.values(accounts);
  await database.query(
    'INSERT INTO friendships (user_id, friend_id) SELECT a, b FROM unnest($1::bigint[]) a CROSS JOIN unnest($1::bigint[]) b WHERE a <> b ON CONFLICT DO NOTHING',
    [ids],
  );
  const people: Record<Person, number> = { ...accounts, ...(await seedDemoPeople(database)) };
  for (const group of demoGroups) {
    await database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: unknown }>(
        'INSERT INTO groups (name, description, type, code, entry_code, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [group.name, group.description, group.type, group.code, group.entryCode, people[group.manager], now],
      );
      const locked = (await lockGroup(tx, num(row!.id)))!;
      await addMembers(tx, locked, [people[group.manager]], 2, null, now);
      await addMembers(tx, locked, group.members.map((member) => people[member]), 1, null, now);
    });
  }
  return demoGroups.length;
}
