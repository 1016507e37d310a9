// The clients of bench/live-scale.mjs, in a process of their own: BENCH_CLIENTS (10 000) live streams opened on
// http://127.0.0.1:<PORT>/api/v2/live as a browser's EventSource opens them, each from its own address behind the
// proxy (X-Forwarded-For). Talks to its parent in lines: prints `connected <n> <failed>` once every stream has
// answered; on `report <home_goals>` on stdin, prints `report <json>`: for each stream, the time (ms since the epoch,
// to the microsecond) at which it received the match event carrying that score, or null.
import { request } from 'node:http';
import { createInterface } from 'node:readline';

const PORT = Number(process.env.PORT);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MATCH_ID = Number(process.env.BENCH_MATCH_ID);
/** Streams opening at once: a crowd arriving, not a SYN flood past the listen backlog. */
const OPENING_AT_ONCE = 200;

const now = () => performance.timeOrigin + performance.now();
/** Per stream: home_goals → first arrival time. */
const arrivals = Array.from({ length: CLIENTS }, () => new Map());

function open(index) {
  return new Promise((resolve) => {
    const address = `10.2.${Math.floor(index / 256)}.${index % 256}`;
    const stream = request(
      { host: '127.0.0.1', port: PORT, path: '/api/v2/live', agent: false, headers: { accept: 'text/event-stream', 'x-forwarded-for': address } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(false);
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.once('data', () => resolve(true));
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
            buffer = buffer.slice(end + 2);
            if (!data) continue;
            const event = JSON.parse(data.slice(6));
            if (event.type === 'match' && event.id === MATCH_ID && !arrivals[index].has(event.home_goals)) arrivals[index].set(event.home_goals, now());
          }
        });
      },
    );
    stream.once('error', () => resolve(false));
    stream.end();
  });
}

let failed = 0;
for (let first = 0; first < CLIENTS; first += OPENING_AT_ONCE) {
  const batch = [];
  for (let index = first; index < Math.min(CLIENTS, first + OPENING_AT_ONCE); index++) batch.push(open(index));
  failed += (await Promise.all(batch)).filter((ok) => !ok).length;
}
console.log(`connected ${CLIENTS - failed} ${failed}`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, argument] = line.split(' ');
  if (command === 'report') console.log(`report ${JSON.stringify(arrivals.map((times) => times.get(Number(argument)) ?? null))}`);
  if (command === 'exit') process.exit(0);
}
