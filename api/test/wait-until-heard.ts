import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { ChangeFeed } from '../src/db/change-feed';

/**
 * Tests change content straight in the database and read it through the app at once. The app
 * hears of a commit by NOTIFY, a moment later; this plugin makes each statement wait for that
 * moment (a round trip on the feed's connection), as a request arriving a little later would.
 * Outside a transaction a statement's end is its commit.
 */
export class WaitUntilHeard implements KyselyPlugin {
  constructor(private readonly changes: ChangeFeed) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.changes.sync();
    return args.result;
  }
}
