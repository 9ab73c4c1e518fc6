// The framework ceiling: a bare Fastify server that answers GET /profile with a fixed object (the
// JSON of a real profile, read from a file), serialised per request as any route's answer would be.
// Plain JavaScript, like the compiled server it is compared with.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
app.get('/profile', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
