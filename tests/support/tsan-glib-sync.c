/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* tsan-glib-sync.c: shows ThreadSanitizer the hand-offs made through GLib
 *
 * Debian's GLib is not built with -fsanitize=thread, and its GMutex and
 * GCond sit directly on futexes, which ThreadSanitizer cannot see.  Without
 * help every value handed from one thread to another under a GMutex, or
 * through a GTask or g_main_context_invoke(), looks like a data race.
 *
 * A -Db_sanitize=thread build preloads this library (LD_PRELOAD, set in
 * tests/meson.build) into the threaded tests and the queens binary they
 * start.  It wraps the GLib entry points that Queens calls (locks,
 * g_main_context_invoke(), idle and timeout sources attached from another
 * thread, GTask, GCancellable) and states the happens-before edge each one
 * implies with __tsan_release() and __tsan_acquire() on the object
 * involved, then calls GLib's own function.
 * Calls that GLib makes to itself do not come through here; the
 * suppressions in build-aux/tsan.supp cover those.
 *
 * Every edge announced here is one that GLib documents, so no real race
 * in Queens' own code is hidden.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <dlfcn.h>
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>

/* From ThreadSanitizer's runtime (libtsan), which every object of a
 * -fsanitize=thread build links. */
void __tsan_acquire (void *address);
void __tsan_release (void *address);

typedef enum
{
  WRAPPED_mutex_lock,
  WRAPPED_mutex_trylock,
  WRAPPED_mutex_unlock,
  WRAPPED_rec_mutex_lock,
  WRAPPED_rec_mutex_trylock,
  WRAPPED_rec_mutex_unlock,
  WRAPPED_rw_lock_writer_lock,
  WRAPPED_rw_lock_writer_trylock,
  WRAPPED_rw_lock_writer_unlock,
  WRAPPED_rw_lock_reader_lock,
  WRAPPED_rw_lock_reader_trylock,
  WRAPPED_rw_lock_reader_unlock,
  WRAPPED_cond_wait,
  WRAPPED_cond_wait_until,
  WRAPPED_main_context_invoke_full,
  WRAPPED_source_set_callback,
  WRAPPED_source_attach,
  WRAPPED_task_run_in_thread,
  WRAPPED_task_run_in_thread_sync,
  WRAPPED_task_return_pointer,
  WRAPPED_task_return_boolean,
  WRAPPED_task_return_int,
  WRAPPED_task_return_value,
  WRAPPED_task_return_error,
  WRAPPED_task_propagate_pointer,
  WRAPPED_task_propagate_boolean,
  WRAPPED_task_propagate_int,
  WRAPPED_task_propagate_value,
  WRAPPED_task_had_error,
  WRAPPED_cancellable_cancel,
  WRAPPED_cancellable_is_cancelled,
  N_WRAPPED_FUNCTIONS
} WrappedFunction;

/* GLib's own function behind each wrapper.  Found on first use, not in a
 * constructor: GObject and GIO take GLib locks in their own constructors,
 * which may run before this library's. */
static gpointer real_functions[N_WRAPPED_FUNCTIONS];

static gpointer
get_real (WrappedFunction  which,
          const char      *name)
{
  gpointer function = __atomic_load_n (&real_functions[which], __ATOMIC_ACQUIRE);

  if (G_UNLIKELY (function == NULL))
    {
      function = dlsym (RTLD_NEXT, name);
      /* No GLib logging here: it takes the very locks being wrapped. */
      if (function == NULL)
        {
          fprintf (stderr, "tsan-glib-sync: GLib has no %s\n", name);
          abort ();
        }
      __atomic_store_n (&real_functions[which], function, __ATOMIC_RELEASE);
    }

  return function;
}

/* GLib's function @name, as a pointer of type @type. */
#define REAL(type, name) ((type) get_real (WRAPPED_##name, "g_" #name))

typedef void     (*MutexFunc)        (GMutex *mutex);
typedef gboolean (*MutexTestFunc)    (GMutex *mutex);
typedef void     (*RecMutexFunc)     (GRecMutex *mutex);
typedef gboolean (*RecMutexTestFunc) (GRecMutex *mutex);
typedef void     (*RWLockFunc)       (GRWLock *lock);
typedef gboolean (*RWLockTestFunc)   (GRWLock *lock);
typedef void     (*CondWaitFunc)     (GCond *cond, GMutex *mutex);
typedef gboolean (*CondWaitUntilFunc)(GCond *cond, GMutex *mutex, gint64 end_time);
typedef void     (*InvokeFullFunc)   (GMainContext *context, gint priority,
                                      GSourceFunc function, gpointer data,
                                      GDestroyNotify notify);
typedef void     (*SourceSetCallbackFunc) (GSource *source, GSourceFunc function,
                                           gpointer data, GDestroyNotify notify);
typedef guint    (*SourceAttachFunc) (GSource *source, GMainContext *context);
typedef void     (*TaskRunFunc)      (GTask *task, GTaskThreadFunc function);
typedef void     (*TaskReturnPointerFunc) (GTask *task, gpointer result,
                                           GDestroyNotify notify);
typedef void     (*TaskReturnBooleanFunc) (GTask *task, gboolean result);
typedef void     (*TaskReturnIntFunc)     (GTask *task, gssize result);
typedef void     (*TaskReturnValueFunc)   (GTask *task, GValue *result);
typedef void     (*TaskReturnErrorFunc)   (GTask *task, GError *error);
typedef gpointer (*TaskPropagatePointerFunc) (GTask *task, GError **error);
typedef gboolean (*TaskPropagateBooleanFunc) (GTask *task, GError **error);
typedef gssize   (*TaskPropagateIntFunc)     (GTask *task, GError **error);
typedef gboolean (*TaskPropagateValueFunc)   (GTask *task, GValue *value,
                                              GError **error);
typedef gboolean (*TaskTestFunc)     (GTask *task);
typedef void     (*CancelFunc)       (GCancellable *cancellable);
typedef gboolean (*CancelTestFunc)   (GCancellable *cancellable);

/* Where a GTask keeps the thread function that task_thread_run() calls. */
#define TASK_FUNCTION_KEY "tsan-glib-sync-task-function"

/* ------------------------------------------------------------------ */
/* Locks: unlocking releases, locking acquires                         */
/* ------------------------------------------------------------------ */

void
g_mutex_lock (GMutex *mutex)
{
  REAL (MutexFunc, mutex_lock) (mutex);
  __tsan_acquire (mutex);
}

gboolean
g_mutex_trylock (GMutex *mutex)
{
  gboolean locked = REAL (MutexTestFunc, mutex_trylock) (mutex);

  if (locked)
    __tsan_acquire (mutex);
  return locked;
}

void
g_mutex_unlock (GMutex *mutex)
{
  __tsan_release (mutex);
  REAL (MutexFunc, mutex_unlock) (mutex);
}

void
g_rec_mutex_lock (GRecMutex *mutex)
{
  REAL (RecMutexFunc, rec_mutex_lock) (mutex);
  __tsan_acquire (mutex);
}

gboolean
g_rec_mutex_trylock (GRecMutex *mutex)
{
  gboolean locked = REAL (RecMutexTestFunc, rec_mutex_trylock) (mutex);

  if (locked)
    __tsan_acquire (mutex);
  return locked;
}

void
g_rec_mutex_unlock (GRecMutex *mutex)
{
  __tsan_release (mutex);
  REAL (RecMutexFunc, rec_mutex_unlock) (mutex);
}

/* Readers are treated like writers: two readers then look ordered, which
 * hides nothing, since readers do not race with each other. */
void
g_rw_lock_writer_lock (GRWLock *lock)
{
  REAL (RWLockFunc, rw_lock_writer_lock) (lock);
  __tsan_acquire (lock);
}

gboolean
g_rw_lock_writer_trylock (GRWLock *lock)
{
  gboolean locked = REAL (RWLockTestFunc, rw_lock_writer_trylock) (lock);

  if (locked)
    __tsan_acquire (lock);
  return locked;
}

void
g_rw_lock_writer_unlock (GRWLock *lock)
{
  __tsan_release (lock);
  REAL (RWLockFunc, rw_lock_writer_unlock) (lock);
}

void
g_rw_lock_reader_lock (GRWLock *lock)
{
  REAL (RWLockFunc, rw_lock_reader_lock) (lock);
  __tsan_acquire (lock);
}

gboolean
g_rw_lock_reader_trylock (GRWLock *lock)
{
  gboolean locked = REAL (RWLockTestFunc, rw_lock_reader_trylock) (lock);

  if (locked)
    __tsan_acquire (lock);
  return locked;
}

void
g_rw_lock_reader_unlock (GRWLock *lock)
{
  __tsan_release (lock);
  REAL (RWLockFunc, rw_lock_reader_unlock) (lock);
}

/* Waiting gives the mutex up and takes it back. */
void
g_cond_wait (GCond  *cond,
             GMutex *mutex)
{
  __tsan_release (mutex);
  REAL (CondWaitFunc, cond_wait) (cond, mutex);
  __tsan_acquire (mutex);
}

gboolean
g_cond_wait_until (GCond  *cond,
                   GMutex *mutex,
                   gint64  end_time)
{
  gboolean signalled;

  __tsan_release (mutex);
  signalled = REAL (CondWaitUntilFunc, cond_wait_until) (cond, mutex, end_time);
  __tsan_acquire (mutex);
  return signalled;
}

/* ------------------------------------------------------------------ */
/* g_main_context_invoke(): what the caller did happens before the     */
/* function runs, on whichever thread that is                          */
/* ------------------------------------------------------------------ */

typedef struct
{
  GSourceFunc    function;
  gpointer       data;
  GDestroyNotify notify;
} Invocation;

static gboolean
invocation_run (gpointer user_data)
{
  Invocation *invocation = user_data;

  __tsan_acquire (invocation);
  return invocation->function (invocation->data);
}

static void
invocation_free (gpointer user_data)
{
  Invocation *invocation = user_data;

  __tsan_acquire (invocation);
  if (invocation->notify != NULL)
    invocation->notify (invocation->data);
  g_free (invocation);
}

void
g_main_context_invoke_full (GMainContext   *context,
                            gint            priority,
                            GSourceFunc     function,
                            gpointer        data,
                            GDestroyNotify  notify)
{
  Invocation *invocation = g_new (Invocation, 1);

  invocation->function = function;
  invocation->data = data;
  invocation->notify = notify;
  __tsan_release (invocation);
  REAL (InvokeFullFunc, main_context_invoke_full) (context, priority, invocation_run, invocation,
                                 invocation_free);
}

void
g_main_context_invoke (GMainContext *context,
                       GSourceFunc   function,
                       gpointer      data)
{
  g_main_context_invoke_full (context, G_PRIORITY_DEFAULT, function, data, NULL);
}

/* ------------------------------------------------------------------ */
/* Idle and timeout sources: what the attaching thread did happens     */
/* before their callback runs                                          */
/* ------------------------------------------------------------------ */

static gboolean
source_callback_run (gpointer user_data)
{
  Invocation *invocation = user_data;

  __tsan_acquire (g_main_current_source ());
  __tsan_acquire (invocation);
  return invocation->function (invocation->data);
}

void
g_source_set_callback (GSource        *source,
                       GSourceFunc     func,
                       gpointer        data,
                       GDestroyNotify  notify)
{
  Invocation *invocation;

  /* Other sources call their callback with other arguments (a child
   * watch passes the pid and status): leave them alone. */
  if (source == NULL || func == NULL
      || (source->source_funcs != &g_idle_funcs && source->source_funcs != &g_timeout_funcs))
    {
      REAL (SourceSetCallbackFunc, source_set_callback) (source, func, data, notify);
      return;
    }

  invocation = g_new (Invocation, 1);
  invocation->function = func;
  invocation->data = data;
  invocation->notify = notify;
  __tsan_release (invocation);
  REAL (SourceSetCallbackFunc, source_set_callback) (source, source_callback_run, invocation,
                                                     invocation_free);
}

guint
g_source_attach (GSource      *source,
                 GMainContext *context)
{
  __tsan_release (source);
  return REAL (SourceAttachFunc, source_attach) (source, context);
}

/* ------------------------------------------------------------------ */
/* GTask: starting a thread releases, the thread acquires; returning a */
/* result releases, propagating it acquires                            */
/* ------------------------------------------------------------------ */


static void
task_thread_run (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GTaskThreadFunc function;

  __tsan_acquire (task);
  function = (GTaskThreadFunc) g_object_get_data (G_OBJECT (task), TASK_FUNCTION_KEY);
  function (task, source_object, task_data, cancellable);
}

static void
task_remember_function (GTask           *task,
                        GTaskThreadFunc  function)
{
  g_object_set_data (G_OBJECT (task), TASK_FUNCTION_KEY, (gpointer) function);
  __tsan_release (task);
}

void
g_task_run_in_thread (GTask           *task,
                      GTaskThreadFunc  task_func)
{
  task_remember_function (task, task_func);
  REAL (TaskRunFunc, task_run_in_thread) (task, task_thread_run);
}

void
g_task_run_in_thread_sync (GTask           *task,
                           GTaskThreadFunc  task_func)
{
  task_remember_function (task, task_func);
  REAL (TaskRunFunc, task_run_in_thread_sync) (task, task_thread_run);
  __tsan_acquire (task);
}

void
g_task_return_pointer (GTask          *task,
                       gpointer        result,
                       GDestroyNotify  result_destroy)
{
  __tsan_release (task);
  REAL (TaskReturnPointerFunc, task_return_pointer) (task, result, result_destroy);
}

void
g_task_return_boolean (GTask    *task,
                       gboolean  result)
{
  __tsan_release (task);
  REAL (TaskReturnBooleanFunc, task_return_boolean) (task, result);
}

void
g_task_return_int (GTask  *task,
                   gssize  result)
{
  __tsan_release (task);
  REAL (TaskReturnIntFunc, task_return_int) (task, result);
}

void
g_task_return_value (GTask  *task,
                     GValue *result)
{
  __tsan_release (task);
  REAL (TaskReturnValueFunc, task_return_value) (task, result);
}

void
g_task_return_error (GTask  *task,
                     GError *error)
{
  __tsan_release (task);
  REAL (TaskReturnErrorFunc, task_return_error) (task, error);
}

gpointer
g_task_propagate_pointer (GTask   *task,
                          GError **error)
{
  __tsan_acquire (task);
  return REAL (TaskPropagatePointerFunc, task_propagate_pointer) (task, error);
}

gboolean
g_task_propagate_boolean (GTask   *task,
                          GError **error)
{
  __tsan_acquire (task);
  return REAL (TaskPropagateBooleanFunc, task_propagate_boolean) (task, error);
}

gssize
g_task_propagate_int (GTask   *task,
                      GError **error)
{
  __tsan_acquire (task);
  return REAL (TaskPropagateIntFunc, task_propagate_int) (task, error);
}

gboolean
g_task_propagate_value (GTask   *task,
                        GValue  *value,
                        GError **error)
{
  __tsan_acquire (task);
  return REAL (TaskPropagateValueFunc, task_propagate_value) (task, value, error);
}

gboolean
g_task_had_error (GTask *task)
{
  __tsan_acquire (task);
  return REAL (TaskTestFunc, task_had_error) (task);
}

/* ------------------------------------------------------------------ */
/* GCancellable: what happened before a cancel is seen by whoever      */
/* notices it                                                          */
/* ------------------------------------------------------------------ */

void
g_cancellable_cancel (GCancellable *cancellable)
{
  if (cancellable != NULL)
    __tsan_release (cancellable);
  REAL (CancelFunc, cancellable_cancel) (cancellable);
}

gboolean
g_cancellable_is_cancelled (GCancellable *cancellable)
{
  gboolean cancelled = REAL (CancelTestFunc, cancellable_is_cancelled) (cancellable);

  if (cancelled)
    __tsan_acquire (cancellable);
  return cancelled;
}
