// Hadaf's components precompiled (@hadaf/ui/styles.css), the brand's theme, and the app's own Tailwind.
import '@hadaf/ui/styles.css';
import './goal-rush.css';
import './app.css';
import { boot } from './boot.tsx';

void boot();
