import common from './common.json' with { type: 'json' };
import display from './display.json' with { type: 'json' };
import fields from './fields.json' with { type: 'json' };
import frame from './frame.json' with { type: 'json' };
import matches from './matches.json' with { type: 'json' };
import overlays from './overlays.json' with { type: 'json' };

/** The en strings of the first load (each area keeps its keys under its own top-level key; the lazy areas, auth among them, are in areas.ts). */
export default { ...common, ...fields, ...display, ...overlays, ...matches, ...frame };
