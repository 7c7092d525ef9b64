-- CreateEnum
CREATE TYPE "InquiryKind" AS ENUM ('contact', 'enterprise', 'newsletter');

-- CreateTable
CREATE TABLE "project_records" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "project_id" INTEGER NOT NULL,
    "collection" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "project_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inquiries" (
    "id" SERIAL NOT NULL,
    "kind" "InquiryKind" NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "fields" JSONB NOT NULL,
    "language" TEXT NOT NULL,
    "mailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inquiries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "project_records_uuid_key" ON "project_records"("uuid");

-- CreateIndex
CREATE INDEX "project_records_project_id_collection_created_at_idx" ON "project_records"("project_id", "collection", "created_at");

-- CreateIndex
CREATE INDEX "inquiries_kind_email_idx" ON "inquiries"("kind", "email");

-- CreateIndex
CREATE INDEX "inquiries_created_at_idx" ON "inquiries"("created_at");

-- AddForeignKey
ALTER TABLE "project_records" ADD CONSTRAINT "project_records_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
