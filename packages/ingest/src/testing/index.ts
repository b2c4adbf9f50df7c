/**
 * Test support other packages' tests and scripts use (`@courtside/ingest/testing`): the NCAA
 * game bundles of ../shared/data/ncaa, read the way the acceptance tests read them.
 */
export {
  NCAA_DATA_ROOT,
  listGameBundles,
  onCi,
  readBundle,
} from '../sources/ncaa/acceptance.support';
