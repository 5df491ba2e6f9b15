/**
 * The entry of a benchmark that runs its servers in a child process (the same file forked with
 * `serve`): the child serves, the parent measures, prints and exits 0 (figures are reported, not
 * asserted; a missed budget says so in the output).
 */
export function runBench(
  serve: () => Promise<void>,
  run: () => Promise<boolean>,
  labels = { met: 'all budgets met', missed: 'some budgets NOT met' },
): void {
  const fail = (err: unknown) => {
    console.error(err);
    process.exit(1);
  };
  if (process.argv[2] === 'serve') serve().catch(fail);
  else
    run().then((met) => {
      console.log(met ? labels.met : labels.missed);
      process.exit(0);
    }, fail);
}
