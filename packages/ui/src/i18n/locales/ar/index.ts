import auth from './auth.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import display from './display.json' with { type: 'json' };
import fields from './fields.json' with { type: 'json' };
import lobby from './lobby.json' with { type: 'json' };
import matches from './matches.json' with { type: 'json' };
import overlays from './overlays.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };

/** Every ar string of the ui namespace (each area keeps its keys under its own top-level key). */
export default { ...common, ...fields, ...display, ...overlays, ...matches, ...auth, ...profile, ...lobby };
