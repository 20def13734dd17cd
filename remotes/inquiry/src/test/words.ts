import { registerTestWords } from '@site/testing';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';

registerTestWords('inquiry', { en, hi, gu });
