// ESLint for the frontend: `npm run lint`, part of `make test`.
//
// Besides the TypeScript and React hooks rules, it enforces the folder
// boundaries of the house style (bulletproof-react): a feature imports no
// other feature, and shared code (src/lib, src/components, …) imports no
// feature. Only src/app (the router) composes features; the admin feature is
// reached only through the router's lazy import, so no public chunk holds
// admin code. A boundary is real only when a tool enforces it.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** One zone per feature: src/features/X may import from src/features/X only. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what is shared to src/lib, src/components or src/app.',
}))

/** Shared code sits below the features and never reaches up into one. */
const sharedZone = {
  target: ['./src/lib', './src/components', './src/theme', './src/seo', './src/content', './src/test'],
  from: './src/features',
  message: 'Shared code imports no feature; only src/app composes features.',
}

export default defineConfig(
  { ignores: ['dist', '.ssr', 'node_modules', 'coverage'] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    rules: {
      // `const { [key]: _dropped, ...rest } = obj` removes a key without mutating obj.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones: [...featureZones, sharedZone] }],
      // Questions are asked in the page (components/ui/confirm: askConfirm), never by the browser's
      // own dialogs: they block the page, cannot name the item in a title, and look like the browser.
      'no-restricted-globals': ['error', ...['confirm', 'alert', 'prompt'].map((name) => ({ name, message: 'Ask in the page: askConfirm (components/ui/confirm).' }))],
      'no-restricted-properties': ['error', ...['confirm', 'alert', 'prompt'].map((property) => ({ object: 'window', property, message: 'Ask in the page: askConfirm (components/ui/confirm).' }))],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
)
