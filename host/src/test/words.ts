import { registerTestWords } from '@site/testing';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';

// The shell's words for every component test, as the host's build publishes them.
registerTestWords('host', { en, hi, gu });
