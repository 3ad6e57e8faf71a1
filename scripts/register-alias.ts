import { register } from "node:module";

register("./alias-hooks.ts", import.meta.url);
