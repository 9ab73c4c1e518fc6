/** A worker task for test/unit/worker-pool.test.ts: `hang` never ends (a busy loop), a number is doubled. */
export default function slowWorker(input: 'hang' | number): number {
  if (input === 'hang') for (;;);
  return input * 2;
}
