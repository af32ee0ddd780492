package progress_test

import (
	"fmt"
	"time"

	"github.com/itnprep/itnprep/internal/progress"
)

func ExampleRender() {
	fmt.Println(progress.Render(progress.State{
		Label: "versions verify", Done: 3, Total: 8, Noun: "shards", Elapsed: 1500 * time.Millisecond, Rate: 2,
	}, 0))
	// Output: versions verify [===========>                  ]  37%  3/8 shards  2.0 shards/s  ETA 2.5s
}

// The number formats a run's lines share: bytes, a count, a duration.
func ExampleThousands() {
	fmt.Println(progress.Thousands(1234567), progress.Size(1234567), progress.Duration(125*time.Second))
	// Output:
	// 1,234,567 1.23 MB 2m05s
}
