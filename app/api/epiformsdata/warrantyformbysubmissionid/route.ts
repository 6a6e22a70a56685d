import { route } from "@/lib/api/handler";
import { getSubmission } from "@/lib/warranty/get-submission";
import { ZPreviewResponse, ZSubmissionRequest } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/warrantyformbysubmissionid?submissionId= (spec 4 §7): one release and warranty form for the preview. */
export const GET = route({ input: ZSubmissionRequest, output: ZPreviewResponse }, ({ db, actor, market, input }) =>
  getSubmission(db, { actor, market, id: input.submissionId, source: "release" }),
);
