// The floor app's build (tests/bench/floor-build.ts sets its root and output): React's JSX transform and nothing
// else. The prerender build bundles every dependency, so its output runs from any directory.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { target: 'es2022' },
})
