export { operatorTexts } from "./project/operator.ts";
