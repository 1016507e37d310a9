// The bare baseline of bench/api/deployed.mjs, in a process of its own: Fastify (the very copy the API uses) with
// one route per measured request, each answering the recorded status, headers and body of the real answer and
// doing nothing else. Routes come as JSON on stdin; the port it listens on is printed as `listening <port>`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const { default: Fastify } = await import(pathToFileURL(apiRequire.resolve('fastify')).href);

let input = '';
for await (const chunk of process.stdin) input += chunk;
/** @type {{ method: string, url: string, status: number, headers: Record<string, string>, body: string }[]} */
const routes = JSON.parse(input);

const app = Fastify({ logger: false });
for (const route of routes) {
  app.route({
    method: route.method,
    url: route.url,
    handler: (_request, reply) => reply.code(route.status).headers(route.headers).send(route.body),
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${app.server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
