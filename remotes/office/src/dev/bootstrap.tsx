import { mountDevHarness } from '@site/dev-harness';
import { pageModules } from '../app/pages';

mountDevHarness('office', pageModules);
