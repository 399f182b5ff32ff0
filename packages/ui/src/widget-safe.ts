export { Button, type ButtonProps, buttonVariants } from "./components/button.tsx";
export { cn } from "./lib/cn.ts";
