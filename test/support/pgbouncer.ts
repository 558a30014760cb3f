// The pooler of the specs is the one `npm run test:cluster` and `bench:capacity --through-balancer`
// run (bench/support/pgbouncer.ts).
export { startPgbouncer } from '../../bench/support/pgbouncer.js';
