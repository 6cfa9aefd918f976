import type { GlobalStyleObject } from '@chakra-ui/react'

/** Static class rules of the shell: sidebar, top bar and bottom bar (src/app/shell); see static-class-css.ts. */
export const shellCss: GlobalStyleObject = {}
