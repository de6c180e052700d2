import Fastify from 'fastify'

// The yardstick: a bare Fastify hello-world on the same machine.
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
