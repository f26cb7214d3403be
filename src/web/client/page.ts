// The live map page opened from a link: /m/<token>.
import { openPage } from './main.js';

openPage(location.pathname.split('/').pop() ?? '');
