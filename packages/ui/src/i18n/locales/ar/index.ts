import auth from './auth.json';
import common from './common.json';
import display from './display.json';
import fields from './fields.json';
import lobby from './lobby.json';
import matches from './matches.json';
import overlays from './overlays.json';
import profile from './profile.json';

/** Every ar string of the ui namespace (each area keeps its keys under its own top-level key). */
export default { ...common, ...fields, ...display, ...overlays, ...matches, ...auth, ...profile, ...lobby };
