// The built package, loaded the way a Node user loads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import * as nimlab from '../../www/pkg/nimlab.js';

/** The wasm instance's exports (its `memory` among them). */
export const wasm = nimlab.initSync({ module: readFileSync(path.join(root, 'www', 'pkg', 'nimlab_bg.wasm')) });

/** JSON with BigInt written as `123n`, for messages and comparisons. */
export const show = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));

export default nimlab;
