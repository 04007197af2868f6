import { twMerge } from 'tailwind-merge';
import { installClassMerger } from '../lib/cn';

// The app's pages render after the class merger has loaded (lib/cn.ts); so do their tests.
installClassMerger(twMerge);
