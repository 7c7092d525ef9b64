-- CreateEnum
CREATE TYPE "DataRule" AS ENUM ('owner_only', 'public_read', 'append_only', 'public_read_append', 'public_read_write');

-- AlterTable
-- The default is volatile, so PostgreSQL evaluates it for every existing project: each gets its own key.
ALTER TABLE "projects" ADD COLUMN     "publishable_key" TEXT NOT NULL DEFAULT ('pk_'::text || replace((gen_random_uuid())::text, '-'::text, ''::text));

-- AlterTable
ALTER TABLE "project_records" ADD COLUMN     "visitor_hash" TEXT;

-- CreateTable
CREATE TABLE "project_data_rules" (
    "project_id" INTEGER NOT NULL,
    "collection" TEXT NOT NULL,
    "rule" "DataRule" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "project_data_rules_pkey" PRIMARY KEY ("project_id","collection")
);

-- CreateIndex
CREATE UNIQUE INDEX "projects_publishable_key_key" ON "projects"("publishable_key");

-- CreateIndex
CREATE INDEX "project_records_project_id_collection_visitor_hash_idx" ON "project_records"("project_id", "collection", "visitor_hash");

-- AddForeignKey
ALTER TABLE "project_data_rules" ADD CONSTRAINT "project_data_rules_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
