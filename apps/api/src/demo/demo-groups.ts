import { addMembers, lockGroup } from '../groups/index.ts';
import type { Database } from '../platform/database/database.ts';
import { num } from '../platform/database/rows.ts';

interface DemoGroup {
  name: string;
  description: string;
  type: 'public' | 'private';
  code: string;
  entryCode: string | null;
  manager: 'fan' | 'creator' | 'admin';
  members: readonly ('fan' | 'creator' | 'admin')[];
}

/** The groups page's demo: a public group to join, one the fan runs, and Nour's private league (entry code NOUR26). */
const demoGroups: readonly DemoGroup[] = [
  { name: 'Hadaf Fans Club', description: 'Everyone who predicts on Hadaf: compare your points with the community every month.', type: 'public', code: 'G-HADAF1', entryCode: null, manager: 'admin', members: ['creator'] },
  { name: 'Cairo Derby Crew', description: 'Ahly and Zamalek fans settling it with predictions, not arguments.', type: 'public', code: 'G-DERBY2', entryCode: null, manager: 'fan', members: ['creator'] },
  { name: "Nour's Office League", description: 'The office predicts every weekend. Ask Nour for the entry code.', type: 'private', code: 'G-NOUR03', entryCode: 'NOUR26', manager: 'creator', members: ['fan'] },
];

/**
 * Seeds the demo groups with their managers and members (no notices: these memberships predate the demo). The demo
 * accounts, who share these groups, are one another's friends: a friend picked in the group wizard joins at once,
 * anyone else is only invited (issue 30).
 */
export async function seedDemoGroups(database: Database, accounts: Record<'fan' | 'creator' | 'admin', number>, now: Date): Promise<number> {
  const ids = Object.values(accounts);
  await database.query(
    'INSERT INTO friendships (user_id, friend_id) SELECT a, b FROM unnest($1::bigint[]) a CROSS JOIN unnest($1::bigint[]) b WHERE a <> b ON CONFLICT DO NOTHING',
    [ids],
  );
  for (const group of demoGroups) {
    await database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: unknown }>(
        'INSERT INTO groups (name, description, type, code, entry_code, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [group.name, group.description, group.type, group.code, group.entryCode, accounts[group.manager], now],
      );
      const locked = (await lockGroup(tx, num(row!.id)))!;
      await addMembers(tx, locked, [accounts[group.manager]], 2, null, now);
      await addMembers(tx, locked, group.members.map((member) => accounts[member]), 1, null, now);
    });
  }
  return demoGroups.length;
}
