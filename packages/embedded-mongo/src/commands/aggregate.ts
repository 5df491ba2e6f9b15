/** aggregate: mingo's pipeline over the plain view; a leading $match uses indexes. */
import { Aggregator, ProcessingMode } from 'mingo';

import { matching } from '../engine/query';
import { MongoCommandError } from '../errors';
import { isPlainObject, plainDoc, plainValue, type Doc } from '../values';
import { docArray, optionalDoc, readView, type CommandContext, type CommandHandler } from './context';

const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$geoNear', '$search', '$currentOp', '$collStats', '$indexStats']);

export const aggregate: CommandHandler = (cmd, ctx) => {
  if (typeof cmd.aggregate !== 'string') {
    throw new MongoCommandError('NotImplemented', 'database-level aggregation is not supported by the embedded server');
  }
  const pipeline = docArray(cmd, 'pipeline');
  for (const stage of pipeline) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name) throw new MongoCommandError('BadValue', 'A pipeline stage specification object must contain exactly one field.');
    if (UNSUPPORTED_STAGES.has(name)) throw new MongoCommandError('NotImplemented', `${name} is not supported by the embedded server`);
  }
  const [first, ...rest] = pipeline;
  const leadingMatch = first && '$match' in first ? (first.$match as Doc) : undefined;
  const source = matching(readView(ctx, cmd.aggregate), leadingMatch ?? {}).map(plainDoc);
  const stages = leadingMatch ? rest : pipeline;
  let results: Doc[];
  try {
    results = new Aggregator(countAsGroup(plainValue(stages) as Doc[]), {
      collectionResolver: (name: string) => resolveCollection(ctx, name),
      processingMode: ProcessingMode.CLONE_INPUT, // stages must never mutate stored documents
    }).run(source) as Doc[];
  } catch (err) {
    throw new MongoCommandError('BadValue', (err as Error).message);
  }
  const batchSize = optionalDoc(cmd, 'cursor')?.batchSize;
  return { cursor: ctx.cursors.first(`${ctx.db}.${cmd.aggregate}`, results, typeof batchSize === 'number' ? batchSize : undefined, false) };
};

/** `$lookup` sources: the other collection as this command's transaction sees it. */
function resolveCollection(ctx: CommandContext, name: string): Doc[] {
  const view = readView(ctx, name);
  return view ? [...view.all()].map(plainDoc) : [];
}

/** MongoDB's `$count` is `$group` + `$project`: no input gives no output (mingo would emit a 0). */
function countAsGroup(stages: Doc[]): Doc[] {
  return stages.flatMap((stage): Doc[] => {
    const { $count, $facet, $lookup } = stage;
    if (typeof $count === 'string') return [{ $group: { _id: null, [$count]: { $sum: 1 } } }, { $project: { _id: 0 } }];
    if (isPlainObject($facet)) {
      const facets = Object.fromEntries(
        Object.entries($facet).map(([name, sub]) => [name, Array.isArray(sub) ? countAsGroup(sub as Doc[]) : sub]),
      );
      return [{ $facet: facets }];
    }
    if (isPlainObject($lookup) && Array.isArray($lookup.pipeline))
      return [{ $lookup: { ...$lookup, pipeline: countAsGroup($lookup.pipeline as Doc[]) } }];
    return [stage];
  });
}
