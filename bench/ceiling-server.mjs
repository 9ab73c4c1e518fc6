// The framework ceilings: bare Fastify servers that answer GET /profile with a real profile of the
// seeded data, in one of two ways:
//   object  the profile's JSON parsed once and serialised per request, as any route's answer would be;
//   bytes   the very bytes Nametag sends for it, body and headers, prepared once (`bytes <headers.json>`).
// Plain JavaScript, like the compiled server it is compared with.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port, mode = 'object', headersFile] = process.argv.slice(2);
const app = Fastify({ logger: false });
if (mode === 'bytes') {
  const body = readFileSync(file);
  const headers = JSON.parse(readFileSync(headersFile, 'utf8'));
  app.get('/profile', (_request, reply) => {
    reply.headers(headers).send(body);
  });
} else {
  const body = JSON.parse(readFileSync(file, 'utf8'));
  app.get('/profile', async () => body);
}
await app.listen({ host: '127.0.0.1', port: Number(port) });
