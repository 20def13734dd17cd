import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A journey that goes over the whole route table: the longest kind, a page or more for every route. */
const sweepsEveryRoute = (spec: TestSpecification) =>
  /import \{[^}]*\bsiteRoutes\b[^}]*\} from '\.\.\/support\/routes'/.test(readFileSync(spec.moduleId, 'utf8'));

/**
 * Vitest starts the longest files first when it has their durations from an earlier run. A fresh clone has none,
 * and its stand-in, the file's size, puts the short files that sweep every route last, where one of them can
 * leave the other worker idle at the end: those start first, then the rest in Vitest's order.
 */
export default class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const measured = sorted.every((spec) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`),
    );
    if (measured) return sorted;
    const groupOf = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    // A stable sort: within a group, the sweeps first, each kind in Vitest's order.
    return sorted.sort((a, b) => groupOf(a) - groupOf(b) || Number(sweepsEveryRoute(b)) - Number(sweepsEveryRoute(a)));
  }
}
