import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./uploads.handlers.ts";
import * as routes from "./uploads.routes.ts";

export const uploadsRouter = createRouter()
  .openapi(routes.deleteBanner, handlers.deleteBannerHandler)
  .openapi(routes.upload, handlers.uploadHandler)
  .openapi(routes.getUpload, handlers.getUploadHandler);
