import { en } from './en';
import { ko } from './ko';

export const SHELL_NAMESPACE = 'shell';
export const shellResources = { ko, en };
