import { createEslintConfig } from '@casino/build/eslint';

export default createEslintConfig(import.meta.dirname);
