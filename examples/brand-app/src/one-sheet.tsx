// The same page with one stylesheet: the app's own Tailwind builds Hadaf's classes too (no precompiled CSS).
import './one-sheet.css';
import './goal-rush.css';
import { boot } from './boot.tsx';

void boot();
