import { mountDevHarness } from '../../../../tools/dev-harness/DevHarness';
import { pageModules } from '../app/pages';

mountDevHarness('marketing', pageModules);
